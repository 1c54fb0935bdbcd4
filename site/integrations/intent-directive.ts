// Registers `client:intent` (site/src/lib/intent-directive.ts): hydration when the visitor turns to an island.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function intentDirective(): AstroIntegration {
  return {
    name: 'stallfinder:intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('../src/lib/intent-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
