import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('hashPassword', () => {
  it('uses argon2id with at least OWASP parameters (19 MiB, t=2, p=1)', async () => {
    const encoded = await hashPassword('pferdestall');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password and rejects a wrong one or a missing account', async () => {
    const encoded = await hashPassword('pferdestall');
    expect(await verifyPassword(encoded, 'pferdestall')).toBe(true);
    expect(await verifyPassword(encoded, 'Pferdestall')).toBe(false);
    expect(await verifyPassword(null, 'pferdestall')).toBe(false);
  });
});
