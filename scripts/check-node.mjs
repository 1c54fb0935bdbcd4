// Runs before `npm start` on whatever Node npm found, so it is plain JavaScript any Node can run: the project's
// scripts need the pinned major (the `node` devDependency, installed by its install script into
// node_modules/.bin), and on another one they would fail later with an error that does not say why.
import fs from 'node:fs';

const { engines } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = Number(/\d+/.exec(engines.node)[0]);
const running = process.versions.node;
if (Number(running.split('.')[0]) !== wanted) {
  console.error(
    `Stallfinder needs Node ${wanted}, but npm ran Node ${running}: run \`npm install\` (it installs Node ${wanted} into node_modules/.bin; allow its install script if npm asks), then \`npm start\` again.`,
  );
  process.exit(1);
}
