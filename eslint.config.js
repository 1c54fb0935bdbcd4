// The lint rules that hold the architecture in place: the site never reaches into the API's internals, a feature
// never imports another feature, shared code never imports upwards, and no module takes part in an import cycle.
// Every rule is an error or off, never a warning, so `npm run lint` either passes or names what to fix.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('site/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature folder may import itself and anything below the features, never a sibling feature. */
const featureZones = FEATURES.map((feature) => ({
  target: `./site/src/features/${feature}`,
  from: './site/src/features',
  except: [`./${feature}`],
  message: 'Ein Feature importiert kein anderes: Geteiltes gehört nach components/ui, lib/ oder contract/.',
}));

/** Everything of the API and the scripts outside the search module: it reaches the module only through its index. */
const OUTSIDE_SEARCH = [
  ...readdirSync('api/src')
    .filter((name) => name !== 'search')
    .map((name) => `./api/src/${name}`),
  './api/test',
  './scripts',
  './e2e',
];

const boundaries = [
  {
    target: OUTSIDE_SEARCH,
    from: './api/src/search',
    except: ['./index.ts'],
    message: 'Die Suche ist ein Modul: von außen nur über api/src/search/index.ts.',
  },
  {
    target: './site',
    from: './api',
    message: 'Die Site erreicht Daten über Astro.locals (Services) oder die API und teilt Regeln über contract/.',
  },
  {
    target: './api',
    from: './site',
    message: 'Die API kennt die Site nicht; Geteiltes gehört nach contract/.',
  },
  {
    target: './contract',
    from: ['./api', './site'],
    message: 'contract/ ist die gemeinsame Grundlage und importiert weder API noch Site.',
  },
  {
    target: ['./site/src/components', './site/src/lib', './site/src/stores', './site/src/pwa'],
    from: ['./site/src/features', './site/src/pages', './site/src/layouts'],
    message: 'Geteilter Code importiert nicht nach oben in Features, Seiten oder Layouts.',
  },
  ...featureZones,
];

export default tseslint.config(
  {
    ignores: ['dist/', 'data/', 'node_modules/', '.astro/', 'public/', 'site/src/env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.astro'],
      // Modules an .astro file imports are TypeScript: import-x must not read them with the Astro parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.js', '.mjs'] },
    },
    rules: {
      // Value cycles, in the editor; cycles through type imports too are dependency-cruiser's (npm run lint).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // `x == null` is the one deliberate loose comparison: it means null or undefined.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert on; typing each one would only restate the assertion.
    files: ['api/test/**', 'e2e/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Scripts talk to the person who runs them, and the browser tests' diagnosis to whoever reads a failure.
    files: ['scripts/**', 'e2e/diagnose.ts'],
    rules: { 'no-console': 'off' },
  },
);
