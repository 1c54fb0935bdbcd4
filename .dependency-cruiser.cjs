// Import cycles, type-only imports included: ESLint's import-x/no-cycle skips `import type`, and a cycle of types
// still ties the modules together (the job queue once reached the composition root through four type imports).
// The architecture's boundaries are ESLint's (eslint.config.js); this file checks cycles only.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import a module that imports it back, through values or types.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|data)/' },
    // Count `import type` and imports only TypeScript sees.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
