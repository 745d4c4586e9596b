import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_RENDER_STATE_ELEMENT_ID, SERVER_RENDERING_ENTRY } from "@shared/server-rendering";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDirWith, createTestApp, type TestApp } from "../../../test/harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../../test/helpers/alerts.test-helpers";
import { RENDERED_PAGE_MAX_AGE_MS } from "../../http/server-rendering";

// How the server puts a server-rendered page together (docs/decisions/018), with a stand-in for
// the client's rendering bundle (the real one is built by Vite; client/src/entry-server.test.tsx
// tests it, e2e/server-rendering.spec.ts the two together in Chromium).

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Built title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A rendering bundle (an ES module, as Vite builds it) whose pages say what the API answered them. */
const BUNDLE = `
export const createPageRenderer = ({ get }) => ({
  async render({ path, search, now }) {
    const state = (queries) => ({ path, search, renderedAt: now.toISOString(), queries });
    if (path === "/") {
      const answer = await get("/api/alerts?verified=true&active=true&limit=6");
      const count = JSON.parse(answer.body).length;
      return { html: "<main><p>" + count + " alerts</p></main>", state: state({ note: "</script><script>alert(1)</script>" }) };
    }
    if (path === "/staff-list") {
      const answer = await get("/api/alerts");
      return { html: "<p>staff list answered " + answer.status + "</p>", state: state({}) };
    }
    if (path === "/counted") {
      const answer = await get("/api/alerts?verified=true&active=true");
      globalThis.renders = (globalThis.renders ?? 0) + 1;
      const names = JSON.parse(answer.body).map((alert) => alert.name).join(", ");
      return { html: "<p>render " + globalThis.renders + ": " + names + "</p>", state: state({}) };
    }
    if (path === "/throws") throw new Error("a component failed");
    if (path === "/hangs") return new Promise(() => {});
    return null;
  },
});
`;

let t: TestApp;
let staff: StaffHeaders;
let clock = new Date();

beforeAll(async () => {
  const serverRenderDir = mkdtempSync(join(tmpdir(), "ssr-"));
  writeFileSync(join(serverRenderDir, SERVER_RENDERING_ENTRY), BUNDLE);
  t = await createTestApp({ clientDir: clientDirWith(INDEX), serverRenderDir, now: () => clock });
  staff = await staffHeaders(t);
});
afterAll(() => t.close());

const page = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: path, headers });

function stateOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">(.*?)</script>`,
    "s",
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe("server-rendered pages", () => {
  it("carry the rendered markup in the root, the data beside it (escaped), and their code at low priority", async () => {
    const res = await page("/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<div id="root"><main><p>\d+ alerts<\/p><\/main><\/div><script type="application\/json" id="page-state">/,
    );
    expect(res.body).not.toContain("</script><script>alert(1)");
    expect(stateOf(res.body)).toMatchObject({
      path: "/",
      search: "",
      queries: { note: "</script><script>alert(1)</script>" },
    });
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-abc.js">',
    );
    // The data is in the page: no preload of the API answer it came from.
    expect(res.body).not.toContain('as="fetch"');
  });

  it("are rendered from what a stranger gets, whoever asks for the page", async () => {
    const res = await page("/staff-list", staff.admin);
    expect(res.body).toContain("<p>staff list answered 401</p>");
  });

  it("are sent for the browser to render when the renderer fails or takes too long, or does not render the page", async () => {
    for (const path of ["/throws", "/active-alerts"]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
      expect(stateOf(res.body), path).toBeUndefined();
      expect(res.body, path).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    }
    // A page the browser renders fetches its first data from the HTML, as before.
    expect((await page("/active-alerts")).body).toContain('rel="preload" as="fetch"');

    // A renderer that never answers: the page is sent after SERVER_RENDER_TIMEOUT_MS without it.
    const slow = await page("/hangs");
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<div id="root"></div>');
  }, 15_000);
});

describe("a rendered page", () => {
  const rendered = async (path: string) =>
    /<p>(render \d+): (.*?)<\/p>/.exec((await page(path)).body)?.slice(1);

  it("is sent again while the answers it was rendered from are unchanged, and rendered anew when one changes", async () => {
    const [first, names] = (await rendered("/counted"))!;
    expect(await rendered("/counted")).toEqual([first, names]);

    // A moderator verifies an alert: the list the page was rendered from changes (its ETag).
    const report = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({ name: "Kelvin Persaud" }),
    });
    expect(report.statusCode).toBe(201);
    // Not yet public: the list is the same, so is the page.
    expect(await rendered("/counted")).toEqual([first, names]);
    const verify = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${report.json().id}/verify`,
      headers: staff.moderator,
    });
    expect(verify.statusCode).toBe(200);
    const [second, namesAfter] = (await rendered("/counted"))!;
    expect(second).not.toBe(first);
    expect(namesAfter).toContain("Kelvin Persaud");
    expect(await rendered("/counted")).toEqual([second, namesAfter]);

    // Another address (a query) is a page of its own.
    const [withQuery] = (await rendered("/counted?x=1"))!;
    expect(withQuery).not.toBe(second);

    // A minute on, its "x minutes ago" would be a minute wrong: it is rendered again.
    clock = new Date(clock.getTime() + RENDERED_PAGE_MAX_AGE_MS);
    const [later] = (await rendered("/counted"))!;
    expect(later).not.toBe(second);
  });
});
