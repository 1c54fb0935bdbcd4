// A PostgreSQL cluster of the test's own, so a fault test can stop and start it (never the shared server on
// 5432): initdb into a temporary directory as the postgres user, pg_ctl on a free port, trust auth on 127.0.0.1.
// Needs the server binaries (Debian's postgresql package) and root, to run them as postgres; `available()`
// says whether this machine has both.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN_ROOT = '/usr/lib/postgresql';

function binDir(): string | null {
  if (!fs.existsSync(BIN_ROOT)) return null;
  const versions = fs
    .readdirSync(BIN_ROOT)
    .filter((v) => fs.existsSync(path.join(BIN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  /** Fast shutdown: open connections are ended, as when a database server goes down. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

export function pgClusterAvailable(): boolean {
  return binDir() !== null && process.getuid?.() === 0;
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfinder-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const runuser = (command: string, args: string[]) => ['-u', 'postgres', '--', path.join(bin, command), ...args];
  // Asynchronous, so a server in this process goes on answering while its database stops and starts.
  const asPostgres = async (command: string, args: string[]) => {
    await promisify(execFile)('runuser', runuser(command, args), { cwd: dir });
  };
  execFileSync(
    'runuser',
    runuser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']),
    {
      cwd: dir,
      stdio: 'pipe',
    },
  );
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {}); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
