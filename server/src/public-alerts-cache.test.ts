import { describe, expect, it, vi } from "vitest";
import { PublicAlertsCache } from "./public-alerts-cache";

describe("PublicAlertsCache", () => {
  it("loads once per key while fresh and shares a load in progress", async () => {
    const cache = new PublicAlertsCache(60_000);
    const load = vi.fn(async () => ["a"]);
    const [x, y] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect(x).toEqual(["a"]);
    expect(y).toBe(x);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("other", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again after the TTL", async () => {
    const cache = new PublicAlertsCache(1);
    const load = vi.fn(async () => 1);
    await cache.get("k", load);
    await new Promise((r) => setTimeout(r, 5));
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a load that started before a clear, nor a failed load", async () => {
    const cache = new PublicAlertsCache(60_000);
    let release: (v: string) => void = () => {};
    const slow = cache.get("k", () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release("old");
    await slow;
    const load = vi.fn(async () => "new");
    expect(await cache.get("k", load)).toBe("new");

    const failing = vi.fn(async () => {
      throw new Error("db down");
    });
    await expect(cache.get("f", failing)).rejects.toThrow("db down");
    await expect(cache.get("f", async () => "ok")).resolves.toBe("ok");
  });
});
