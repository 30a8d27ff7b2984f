import { z } from "zod";

/**
 * zod compiles a fast object parser with `new Function` unless told not to, and probes for it
 * when each object schema is created. The page's CSP has no 'unsafe-eval', so the probe is
 * refused and reported as a violation (a console error, and a Lighthouse best-practices fail) on
 * every page with a form. Jitless parsing is plenty fast for forms. Set before any schema exists:
 * every module that builds schemas imports `z` from here.
 */
z.config({ jitless: true });

export { z };
