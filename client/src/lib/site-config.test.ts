import { afterEach, describe, expect, it } from "vitest";
import { fallbackSiteConfig, readEmbeddedSiteConfig } from "./site-config";

afterEach(() => document.getElementById("site-config")?.remove());

function embed(text: string) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "site-config";
  script.textContent = text;
  document.head.append(script);
}

describe("embedded site configuration", () => {
  it("reads the server's JSON, escapes and all", () => {
    const site = { ...fallbackSiteConfig, brandName: "</script>Hope & Co" };
    embed(JSON.stringify(site).replace(/</g, "\\u003c").replace(/&/g, "\\u0026"));
    expect(readEmbeddedSiteConfig()).toEqual(site);
  });

  it("is undefined when absent, malformed or of the wrong shape (the API answers instead)", () => {
    expect(readEmbeddedSiteConfig()).toBeUndefined();
    embed("{not json");
    expect(readEmbeddedSiteConfig()).toBeUndefined();
    document.getElementById("site-config")?.remove();
    embed(JSON.stringify({ brandName: "x" }));
    expect(readEmbeddedSiteConfig()).toBeUndefined();
  });
});
