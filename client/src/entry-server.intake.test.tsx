// @vitest-environment node
import { alertPath } from "@shared/alert-paths";
import type { PublicAlert } from "@shared/alerts";
import type { PublicAnswer, ServerRenderRequest } from "@shared/server-rendering";
import { describe, expect, it } from "vitest";
import { publicAlert } from "../test/fixtures";
import { createPageRenderer } from "./entry-server";
import { fallbackSiteConfig } from "./lib/site-config";

// What the server-rendered alert page says of a case's intake answers and police confirmation:
// "Police-confirmed" once the police confirmed it, and of the answers only what helps the search.

const request = (path: string): ServerRenderRequest => ({
  path,
  search: "",
  site: { ...fallbackSiteConfig, brandName: "Hope Alert", publicUrl: "https://alerts.example.gy" },
  now: new Date("2026-11-25T17:00:00.000Z"),
  language: "en",
});

async function renderAlertPage(alert: PublicAlert): Promise<string> {
  const page = createPageRenderer({
    get: async (path): Promise<PublicAnswer> =>
      path === alertPath(alert.id)
        ? { status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify(alert) }
        : { status: 404, headers: {}, body: JSON.stringify({ message: "Not found" }) },
  });
  const rendered = await page.render(request(`/alert/${alert.id}`));
  expect(rendered).not.toBeNull();
  return rendered!.html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("the server-rendered alert page", () => {
  it("says Police-confirmed, the vehicle and that the person needs medication", async () => {
    const words = await renderAlertPage(
      publicAlert({
        id: 8,
        policeConfirmed: true,
        needsMedication: true,
        vehicle: { make: "Toyota Allion", colour: "white", plate: "PAA 1234" },
      }),
    );
    expect(words).toContain("Police-confirmed");
    expect(words).toContain("Vehicle Toyota Allion, white, plate PAA 1234");
    expect(words).toContain("Needs medication");
  });

  it("says none of it for a case without a confirmation or those answers", async () => {
    const words = await renderAlertPage(publicAlert({ id: 9 }));
    expect(words).not.toContain("Police-confirmed");
    expect(words).not.toContain("Vehicle");
    expect(words).not.toContain("Needs medication");
  });
});
