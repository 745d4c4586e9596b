import { describe, expect, it } from "vitest";
import { activeAlertsPath, alertPageId, alertPath } from "./alert-paths";
import { ACTIVE_ALERTS_PAGE_SIZE } from "./constants";

describe("alert API paths", () => {
  it("the active alerts' first page is the URL the server preloads for /active-alerts", () => {
    expect(activeAlertsPath()).toBe(`/api/alerts?verified=true&active=true&limit=${ACTIVE_ALERTS_PAGE_SIZE}`);
    expect(activeAlertsPath({ search: "  ", location: "all", offset: 0 })).toBe(activeAlertsPath());
  });

  it("adds the next page's offset, the search and the location, encoded", () => {
    expect(activeAlertsPath({ offset: 6, search: " Aaliyah P&S ", location: "Stabroek Market" })).toBe(
      "/api/alerts?verified=true&active=true&limit=6&offset=6&search=Aaliyah%20P%26S&location=Stabroek%20Market",
    );
  });

  it("one alert", () => {
    expect(alertPath(31)).toBe("/api/alerts/31");
  });

  it("the alert an alert page's path shows", () => {
    expect(alertPageId("/alert/31")).toBe(31);
    expect(alertPageId("/alert/31/")).toBe(31);
    for (const path of ["/alert/abc", "/alert/0", "/alert/31/x", "/alerts/31", "/"]) {
      expect(alertPageId(path), path).toBeNull();
    }
  });
});
