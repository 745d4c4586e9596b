import type { ServerRenderRequest } from "@shared/server-rendering";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDirWith, createTestApp, type TestApp } from "../../../test/harness";
import { UnchangedPages } from "../../http/server-rendering";

// Each page is sent in the language of the `lang` cookie (the picker's choice), else of the
// browser's Accept-Language: its <html lang> says which, and caches are told it varies with both.

const INDEX = `<!doctype html>
<html lang="en">
  <head><title>Built title</title></head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clientDir: clientDirWith(INDEX) });
});
afterAll(() => t.close());

const langOf = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];

describe("the language of a page", () => {
  it("follows Accept-Language, the lang cookie before it, and says it varies with both", async () => {
    const english = await t.app.inject({ method: "GET", url: "/" });
    expect(langOf(english.body)).toBe("en");
    const spanish = await t.app.inject({
      method: "GET",
      url: "/alert/3",
      headers: { "accept-language": "es-VE,es;q=0.9,en;q=0.5" },
    });
    expect(langOf(spanish.body)).toBe("es");
    const chosen = await t.app.inject({
      method: "GET",
      url: "/subscribe",
      headers: { "accept-language": "es-VE", cookie: "lang=pt" },
    });
    expect(langOf(chosen.body)).toBe("pt");
    expect(chosen.headers.vary).toMatch(/accept-language/);
    expect(chosen.headers.vary).toMatch(/cookie/);
  });
});

describe("rendered pages kept for reuse", () => {
  it("keep one copy per language of the same address", async () => {
    const rendered: string[] = [];
    const pages = new UnchangedPages(
      () => ({
        async render({ path, language, now }: ServerRenderRequest) {
          rendered.push(language);
          return {
            html: `<p>${language}</p>`,
            state: { path, search: "", renderedAt: now.toISOString(), language, queries: {} },
          };
        },
      }),
      async () => ({ status: 304, headers: {}, body: "" }),
    );
    const request = (language: "en" | "es"): ServerRenderRequest => ({
      path: "/",
      search: "",
      language,
      now: new Date(),
      site: t.app.ctx.config.site,
    });
    expect((await pages.render(request("en")))?.html).toBe("<p>en</p>");
    expect((await pages.render(request("es")))?.html).toBe("<p>es</p>");
    expect((await pages.render(request("en")))?.html).toBe("<p>en</p>");
    expect(rendered).toEqual(["en", "es"]);
  });
});
