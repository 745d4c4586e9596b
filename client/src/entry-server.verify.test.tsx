// @vitest-environment node
import { alertPath } from "@shared/alert-paths";
import type { PublicAnswer, ServerRenderRequest } from "@shared/server-rendering";
import { NOT_A_CURRENT_APPEAL, type VerifyAnswer, verifyCodePath } from "@shared/verify";
import { describe, expect, it } from "vitest";
import { publicAlert } from "../test/fixtures";
import { createPageRenderer } from "./entry-server";
import { fallbackSiteConfig } from "./lib/site-config";

// "Is this alert real?" as the server renders it (/verify, /verify/{code}), and the verify line
// on the alert page: what a phone shows before any code has run.

const site = { ...fallbackSiteConfig, brandName: "Hope Alert", publicUrl: "https://alerts.example.gy" };
const request = (path: string): ServerRenderRequest => ({
  path,
  search: "",
  site,
  now: new Date("2026-11-25T17:00:00.000Z"),
  language: "en",
});
const json = (body: unknown): PublicAnswer => ({
  status: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

function renderer(answers: Record<string, PublicAnswer>) {
  const asked: string[] = [];
  const page = createPageRenderer({
    get: async (path) => {
      asked.push(path);
      return answers[path] ?? { status: 404, headers: {}, body: JSON.stringify({ message: "Not found" }) };
    },
  });
  return { page, asked };
}
const words = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const current: VerifyAnswer = {
  current: true,
  message: "This is a current appeal of ours.",
  code: "K7M2QX",
  alertId: 5,
  name: "Aaliyah Persaud",
  alertUrl: "https://alerts.example.gy/alert/5",
};
const notCurrent: VerifyAnswer = { current: false, message: NOT_A_CURRENT_APPEAL };

describe("the verify page", () => {
  it("names a current appeal and links its official page", async () => {
    const { page, asked } = renderer({ [verifyCodePath("K7M2QX")]: json(current) });
    const rendered = await page.render(request("/verify/k7m2qx"));
    expect(asked).toEqual([verifyCodePath("K7M2QX")]);
    const text = words(rendered!.html);
    expect(text).toContain("This is a current appeal of ours.");
    expect(text).toContain("Code K7M2QX is our appeal for Aaliyah Persaud");
    expect(rendered!.html).toContain('href="/alert/5"');
  });

  it("says only that a code is not a current appeal, whatever the code", async () => {
    const { page } = renderer({ [verifyCodePath("ZZZZZZ")]: json(notCurrent) });
    const rendered = await page.render(request("/verify/ZZZZZZ"));
    const answer = /data-testid="verify-answer"[^>]*>(.*?)<\/div>/s.exec(rendered!.html)?.[1] ?? "";
    expect(words(answer).trim()).toBe(NOT_A_CURRENT_APPEAL);
    expect(rendered!.html).not.toContain('href="/alert/');
    // Text that cannot be a code is answered the same, without asking the server.
    const { page: other, asked } = renderer({});
    const made = await other.render(request(`/verify/${encodeURIComponent("<b>x</b>")}`));
    expect(asked).toEqual([]);
    expect(words(made!.html)).toContain(NOT_A_CURRENT_APPEAL);
  });

  it("renders the form to type a code on /verify, asking nothing", async () => {
    const { page, asked } = renderer({});
    const rendered = await page.render(request("/verify"));
    expect(words(rendered!.html)).toContain("Is this alert real?");
    expect(rendered!.html).toMatch(/<form[^>]+action="\/verify"/);
    expect(rendered!.html).toMatch(/<input[^>]+name="code"/);
    expect(asked).toEqual([]);
  });
});

describe("the alert page", () => {
  it("prints where to check it, with its code, while it is current", async () => {
    const alert = publicAlert({ id: 5, verifyCode: "K7M2QX" });
    const { page } = renderer({ [alertPath(5)]: json(alert) });
    const text = words((await page.render(request("/alert/5")))!.html);
    expect(text).toContain("Verify this alert at alerts.example.gy/verify — code K7M2QX");
  });
});
