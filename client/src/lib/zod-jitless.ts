// zod 4 compiles object parsers with `new Function` when the page allows it, and probes for
// that when its first object schema is built. Our Content-Security-Policy (script-src 'self')
// forbids eval, so the probe fails quietly, but the browser still records a CSP violation on
// every page that loads zod (Lighthouse: "Issues were logged"). zod reads its global settings
// from globalThis.__zod_globalConfig (zod/v4/core/core.js); jitless there, set before any zod
// module runs (zod is only in chunks loaded later), skips the probe, and keeps zod out of the
// first load. lib/zod-jitless.test.ts checks that zod still reads it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
