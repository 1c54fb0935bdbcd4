// Password hashing with argon2id at OWASP's minimum parameters (19 MiB, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

// Argon2id is the library's default algorithm (its enum is a const enum, which erasable TypeScript cannot read);
// password.test.ts pins the algorithm and parameters in the encoded hash.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the user does not exist keeps the response time the same either way.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('stallfinder-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
