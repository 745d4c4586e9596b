import { describe, expect, it, vi } from "vitest";
import { LoadingCache } from "./cache";

const bytes = (n: number) => Buffer.alloc(n);

describe("LoadingCache", () => {
  it("keeps values within a byte budget, the least recently used going first", async () => {
    const cache = new LoadingCache<Buffer>({ maxSize: 100, sizeOf: (b) => b.length });
    await cache.get("a", async () => bytes(40));
    await cache.get("b", async () => bytes(40));
    await cache.get("a", async () => bytes(40)); // a is now the most recently used
    await cache.get("c", async () => bytes(40));
    expect([cache.has("a"), cache.has("b"), cache.has("c")]).toEqual([true, false, true]);
  });

  it("does not keep a value larger than the whole budget, but still answers it", async () => {
    const cache = new LoadingCache<Buffer>({ maxSize: 100, sizeOf: (b) => b.length });
    await cache.get("small", async () => bytes(10));
    expect((await cache.get("big", async () => bytes(101))).length).toBe(101);
    expect([cache.has("big"), cache.has("small")]).toEqual([false, true]);
  });

  it("keeps at most max values, and a null a load answered", async () => {
    const cache = new LoadingCache<string | null>({ max: 2 });
    const load = vi.fn(async () => null);
    await cache.get("missing", load);
    expect(await cache.get("missing", load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("x", async () => "x");
    await cache.get("y", async () => "y");
    expect(cache.has("missing")).toBe(false);
  });
});
