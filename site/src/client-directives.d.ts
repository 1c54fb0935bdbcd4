// The project's own client directive (site/integrations/intent-directive.ts).
import type { IntentOptions } from './lib/intent-directive.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: IntentOptions;
  }
}
