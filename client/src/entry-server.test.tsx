// @vitest-environment node
import { ALERT_LOCATIONS_PATH, activeAlertsPath, alertPath } from "@shared/alert-paths";
import type { AlertSummary, PublicAlert } from "@shared/alerts";
import { TOTAL_COUNT_HEADER } from "@shared/constants";
import type { PublicAnswer, ServerRenderRequest } from "@shared/server-rendering";
import { describe, expect, it } from "vitest";
import { staffAlert } from "../test/fixtures";
import { createPageRenderer } from "./entry-server";
import { fallbackSiteConfig } from "./lib/site-config";

// The server rendering of the public pages (docs/decisions/018), with the app's own components in
// Node, as the server runs them: what a phone (and a crawler) gets before any code has run.

const { reporterEmail, adminNotes, notificationRadius, highPriority, reviewedAt, reviewedById, ...rest } =
  staffAlert({ id: 5, name: "Aaliyah Persaud", status: "verified", isVerified: true });
const { policeReference, outcome, outcomeNote, confirmedMissingAt, redactedAt, purgedAt, ...publicAlert } =
  rest;
const alert: PublicAlert = {
  ...publicAlert,
  searchArea: null,
  sharingPolicy: "share_widely",
  lastSeen: "2026-11-25T13:48:00.000Z",
  createdAt: "2026-11-25T14:00:00.000Z",
};
const summary: AlertSummary = {
  id: alert.id,
  name: alert.name,
  age: alert.age,
  description: alert.description,
  clothing: alert.clothing,
  lastLocation: alert.lastLocation,
  lastSeen: alert.lastSeen,
  latitude: alert.latitude,
  longitude: alert.longitude,
  photoUrl: null,
  createdAt: alert.createdAt,
} as AlertSummary;

const site = { ...fallbackSiteConfig, brandName: "Hope Alert", publicUrl: "https://alerts.example.gy" };
const request = (path: string, search = ""): ServerRenderRequest => ({
  path,
  search,
  site,
  now: new Date("2026-11-25T17:00:00.000Z"),
  language: "en",
});

/** The API as the server answers a stranger, from a table of paths; 404 for anything else. */
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

const ok = (body: unknown, headers: Record<string, string> = {}): PublicAnswer => ({
  status: 200,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("server rendering of the public pages", () => {
  it("renders an alert page with its name, facts and times in Guyana, and the data it came from", async () => {
    const { page } = renderer({ [alertPath(5)]: ok(alert) });
    const rendered = await page.render(request("/alert/5"));
    expect(rendered).not.toBeNull();
    const words = text(rendered!.html);
    expect(words).toContain("Aaliyah Persaud");
    expect(words).toContain(alert.lastLocation);
    expect(words).toContain("November 25, 2026 at 9:48 AM");
    expect(words).toContain(alert.clothing);
    // Nothing of the staff's view: the reporter's e-mail is not even in what the server got.
    expect(rendered!.html).not.toContain(reporterEmail);
    expect(rendered!.state).toMatchObject({
      path: "/alert/5",
      search: "",
      renderedAt: "2026-11-25T17:00:00.000Z",
    });
    expect(JSON.stringify(rendered!.state.queries)).toContain("Aaliyah Persaud");
    // Markup only: the page's policy refuses inline scripts.
    expect(rendered!.html).not.toContain("<script");
  });

  it("renders the level and the search area in plain words, as the phone will", async () => {
    const red = {
      ...alert,
      level: "red" as const,
      levelStyle: { name: "Red Alert", colour: "#b91c1c" },
      searchArea: { radiusKm: 4, place: "Stabroek Market", growsEveryMinutes: 60 },
    };
    const { page } = renderer({ [alertPath(5)]: ok(red) });
    const words = text((await page.render(request("/alert/5")))!.html);
    expect(words).toContain("Alert level: Red Alert");
    expect(words).toContain("Alerting people within 4 km of Stabroek Market; the area grows every hour.");
  });

  it("renders the active alerts with their count and the location filter, 'reported' by the render time", async () => {
    const { page } = renderer({
      [activeAlertsPath()]: ok([summary], { [TOTAL_COUNT_HEADER]: "1" }),
      [ALERT_LOCATIONS_PATH]: ok(["Georgetown", "Linden"]),
    });
    const rendered = await page.render(request("/active-alerts"));
    const words = text(rendered!.html);
    expect(words).toContain("Showing 1 of 1 alert");
    expect(words).toContain("Aaliyah Persaud");
    expect(words).toContain("Reported: about 3 hours ago");
    expect(rendered!.html).toContain('<option value="Linden">Linden</option>');
  });

  it("renders the forms' pages whole: heading, introduction and the fields", async () => {
    const { page, asked } = renderer({});
    const report = await page.render(request("/report"));
    expect(text(report!.html)).toContain("Report a Missing Person");
    expect(report!.html).toMatch(/<input[^>]+id="[^"]*"/);
    const subscribe = await page.render(request("/subscribe"));
    expect(text(subscribe!.html)).toContain("Subscribe to Alerts");
    expect(asked).toEqual([]);
  });

  it("leaves to the browser an alert the public may not see, and every page that is not public", async () => {
    const { page, asked } = renderer({});
    expect(await page.render(request("/alert/9"))).toBeNull();
    expect(asked).toEqual([alertPath(9)]);
    for (const path of ["/community", "/verification", "/admin/dashboard", "/unsubscribe/abc", "/nowhere"])
      expect(await page.render(request(path)), path).toBeNull();
  });

  it("leaves the home page to the browser when the API fails, rather than rendering an error", async () => {
    const { page } = renderer({
      [activeAlertsPath({ limit: 1 })]: {
        status: 503,
        headers: {},
        body: '{"message":"Database unavailable"}',
      },
    });
    expect(await page.render(request("/"))).toBeNull();
  });

  it("renders a page in the request's language, the same page at once in another, and says which", async () => {
    const { page } = renderer({ [alertPath(5)]: ok(alert) });
    const [spanish, portuguese] = await Promise.all([
      page.render({ ...request("/alert/5"), language: "es" }),
      page.render({ ...request("/alert/5"), language: "pt" }),
    ]);
    const es = text(spanish!.html);
    expect(es).toContain("ALERTA Hope: PERSONA DESAPARECIDA");
    expect(es).toContain("25 de noviembre de 2026, 9:48");
    expect(es).toContain("Descripción física");
    expect(es).not.toContain("Physical Description");
    expect(spanish!.state.language).toBe("es");
    const pt = text(portuguese!.html);
    expect(pt).toContain("ALERTA Hope: PESSOA DESAPARECIDA");
    expect(pt).toContain("Descrição física");
    expect(portuguese!.state.language).toBe("pt");
  });
});
