import { config } from "zod/v4";

// zod 4 compiles object parsers with `new Function` when the page allows it, and probes for that
// when its first object schema is built. Our Content-Security-Policy (script-src 'self') forbids
// eval, so the probe fails quietly, but the browser still records a CSP violation on every page
// that loads zod (Lighthouse: "Issues were logged"). The browser build resolves "zod" to this
// module (vite.config.ts), so zod's jitless setting is made before any module builds a schema,
// and zod stays out of the first load.
config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
