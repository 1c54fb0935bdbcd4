// Starts the real server (node api/src/server.ts) on a free port with a fresh data directory and demo data,
// for the browser tests and the audit; stop() ends it and removes the data. With DATA_DIR in `env` it runs on that
// directory instead (made by the caller, who removes it: a test may stop the server and start it there again).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface LocalServer {
  url: string;
  /** Where the server writes its .eml files (no SMTP_URL is passed on). */
  mailDir: string;
  /** The server's process id (the bench pins it to a core and reads its memory). */
  pid: number;
  stop(): Promise<void>;
}

/** The flags of `npm start` (package.json): the server is measured and tested as it is run. */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--no-incremental-marking', '--no-allocation-site-pretenuring'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready within 90 s:\n${log()}`);
}

export async function startLocalServer(env: Record<string, string> = {}): Promise<LocalServer> {
  const dataDir = env.DATA_DIR || (await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-')));
  const ownsDataDir = !env.DATA_DIR;
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      // Links in mails point to this server, as the tests open them.
      SITE_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, () => output);
  return {
    url,
    mailDir: path.join(dataDir, 'mail'),
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (ownsDataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
