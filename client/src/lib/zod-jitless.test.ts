import { describe, expect, it, vi } from "vitest";

describe("zod without eval", () => {
  it("is jitless once the setting is loaded, so zod never probes for eval under the CSP", async () => {
    await import("./zod-jitless");
    const FunctionSpy = vi.spyOn(globalThis, "Function");
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: "Aaliyah" })).toEqual({ name: "Aaliyah" });
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
