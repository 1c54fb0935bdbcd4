// zod as the contract's schemas use it, in the API and in the browser. In the browser it runs without its
// compiled fast path: zod probes for `new Function` to build it, which the pages' Content-Security-Policy
// forbids and reports as a violation, even though zod catches the refusal and falls back.
import * as z from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
