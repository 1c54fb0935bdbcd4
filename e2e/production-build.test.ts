// The built site is compiled for React's production runtime, which the server renders with: a development
// build (jsxDEV calls, as Vite emits when the build runs under NODE_ENV=test) fails to render there.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..', 'dist', 'server');

function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the production build', () => {
  it('has no JSX compiled for the development runtime in any server chunk', () => {
    const files = filesBelow(SERVER_DIR);
    expect(files.length).toBeGreaterThan(10);
    const withDevJsx = files.filter((file) => fs.readFileSync(file, 'utf8').includes('jsxDEV'));
    expect(withDevJsx.map((file) => path.relative(SERVER_DIR, file))).toEqual([]);
  });
});
