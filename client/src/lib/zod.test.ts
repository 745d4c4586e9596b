import { describe, expect, it, vi } from "vitest";

describe("zod in the browser", () => {
  it("is jitless before any schema is built, so zod never probes for eval under the CSP", async () => {
    const FunctionSpy = vi.spyOn(globalThis, "Function");
    // "zod" resolves to lib/zod.ts here, as in the browser build.
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: "Aaliyah" })).toEqual({ name: "Aaliyah" });
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
