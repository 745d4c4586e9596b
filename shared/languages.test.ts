import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./languages";

describe("preferredLanguage", () => {
  it("takes the most wanted of our languages from an Accept-Language header", () => {
    expect(preferredLanguage("es-VE,es;q=0.9,en;q=0.8")).toBe("es");
    expect(preferredLanguage("fr-FR,pt-BR;q=0.7,en;q=0.5")).toBe("pt");
    expect(preferredLanguage("en;q=0.2,pt;q=0.9")).toBe("pt");
    expect(preferredLanguage("es;q=0,en")).toBe("en");
  });

  it("reads a browser's language list and falls back to English", () => {
    expect(preferredLanguage(["pt-BR", "en-US"])).toBe("pt");
    expect(preferredLanguage(["fr", "de"])).toBe("en");
    expect(preferredLanguage(undefined)).toBe("en");
    expect(preferredLanguage("")).toBe("en");
  });
});
