// Real operating-system processes of the product for the scale-out and crash tests: servers (api/test/serve.ts)
// and workers (api/src/worker.ts, as `npm run worker` starts it), each with its own environment and data
// directory, stopped gracefully or killed outright.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ProductProcess {
  child: ChildProcess;
  dataDir: string;
  /** The server's address; empty for a worker. */
  url: string;
  /** Everything it wrote to stdout and stderr (its log), for a failing test's message. */
  output(): string;
  /** SIGKILL: no cleanup, as a crash or a lost machine. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

export async function startProcess(
  kind: 'server' | 'worker',
  env: Record<string, string>,
  { timeoutMs = 60_000 } = {},
): Promise<ProductProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `stallfinder-${kind}-`));
  const script = kind === 'server' ? 'api/test/serve.ts' : 'api/src/worker.ts';
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const ready = kind === 'server' ? /^listening (\d+)$/m : /Worker running/;
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} did not start:\n${output}`)), timeoutMs);
    const check = () => {
      const found = output.match(ready);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    child,
    dataDir,
    url: kind === 'server' ? `http://127.0.0.1:${match[1]}` : '',
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    remove: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}
