import type { Resolver, ResolverOptions, ResolverResult } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver, RULES_UNAVAILABLE_MESSAGE } from "./lazy-resolver";

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

/** Rules that accept a name of 2 characters or more. */
const nameRules: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.name.length >= 2
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: "min", message: "too short" } } };

describe("lazyResolver", () => {
  it("loads the rules on first use, once, and checks with them", async () => {
    const load = vi.fn(async () => nameRules);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ name: "A" }, undefined, options);
    expect(bad.errors).toEqual({ name: { type: "min", message: "too short" } });
    const good = await resolver({ name: "Asha" }, undefined, options);
    expect(good).toEqual({ values: { name: "Asha" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on preload, before the form is checked", async () => {
    const load = vi.fn(async () => nameRules);
    const resolver = lazyResolver<Values>(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: "Asha" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reports rules that could not load under root, and tries again next time", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(nameRules);
    const resolver = lazyResolver<Values>(load);

    const offline = await resolver({ name: "Asha" }, undefined, options);
    expect(offline.values).toEqual({});
    expect(offline.errors).toEqual({ root: { type: "unavailable", message: RULES_UNAVAILABLE_MESSAGE } });

    const online = await resolver({ name: "Asha" }, undefined, options);
    expect(online).toEqual({ values: { name: "Asha" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
