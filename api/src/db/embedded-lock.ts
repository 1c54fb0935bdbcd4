// The embedded database may be opened by one process only: a pid lock file in DATA_DIR makes a second
// opener (e.g. `npm run seed` while the server runs) stop with a clear message instead of corrupting it.
import fs from 'node:fs/promises';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function acquireEmbeddedLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'embedded-db.lock');
  const holder = Number.parseInt(await fs.readFile(file, 'utf8').catch(() => ''), 10);
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. ` +
        'Stop that process first, or point DATA_DIR elsewhere (or use DATABASE_URL).',
    );
  }
  await fs.writeFile(file, String(process.pid));
  return () => fs.rm(file, { force: true });
}
