import type { CreateScreenResponse, StaffScreen } from "@shared/screens";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { ScreenLinks } from "./ScreenLinks";

afterEach(() => vi.unstubAllGlobals());

const lethem: StaffScreen = {
  id: 3,
  name: "Lethem bus company",
  language: "pt",
  area: { latitude: 3.3803, longitude: -59.7968, radiusKm: 10 },
  areaPlace: "Lethem, Upper Takutu-Upper Essequibo, Guyana",
  enabled: true,
  lastSeenAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  createdAt: "2026-03-01T12:00:00.000Z",
};
const school: StaffScreen = {
  ...lethem,
  id: 4,
  name: "Anna Regina school",
  area: null,
  areaPlace: null,
  enabled: false,
  lastSeenAt: null,
  language: "en",
};

describe("ScreenLinks", () => {
  it("lists each screen's area, language, state and last check-in", async () => {
    stubApi({ "GET /api/admin/screens": () => json([lethem, school]) });
    renderWithClient(<ScreenLinks />);
    const [first, second] = await screen.findAllByTestId("screen-row");
    expect(first!.textContent).toContain("Within 10 km of Lethem, Upper Takutu-Upper Essequibo, Guyana");
    expect(first!.textContent).toContain("Português");
    expect(within(first!).getByTestId("screen-last-seen").textContent).toBe("Last seen 3 minutes ago");
    expect(within(first!).getByRole("button", { name: "Turn off Lethem bus company" })).toBeTruthy();
    expect(second!.textContent).toContain("All of Guyana");
    expect(within(second!).getByTestId("screen-last-seen").textContent).toBe("Never");
    expect(within(second!).getByRole("button", { name: "Turn on Anna Regina school" })).toBeTruthy();
  });

  it("asks for a place chosen from the suggestions, then sends the area and shows the link once", async () => {
    const created: CreateScreenResponse = {
      screen: { ...lethem, lastSeenAt: null },
      url: `https://alerts.example.gy/screen/${"k".repeat(43)}`,
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    };
    const { calls } = stubApi({
      "GET /api/admin/screens": () => json([]),
      "GET /api/geocode/search": () =>
        json([
          { label: "Lethem, Upper Takutu-Upper Essequibo, Guyana", latitude: 3.3803, longitude: -59.7968 },
        ]),
      "POST /api/admin/screens": () => json(created, 201),
    });
    const user = userEvent.setup();
    renderWithClient(<ScreenLinks />);
    await user.type(screen.getByLabelText(/Partner and place/), "Lethem bus company");
    await user.type(screen.getByRole("combobox", { name: /Place/ }), "Leth");
    await user.click(screen.getByRole("button", { name: "Create screen link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Choose the place from the suggestions, or choose all of Guyana.",
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    // Back in the field, its suggestions open again.
    await user.click(screen.getByRole("combobox", { name: /Place/ }));
    await user.click(await screen.findByRole("option", { name: /Lethem/ }));
    await user.selectOptions(screen.getByLabelText("Language on the screen"), "pt");
    await user.click(screen.getByRole("button", { name: "Create screen link" }));
    expect(((await screen.findByRole("textbox", { name: "Screen link" })) as HTMLInputElement).value).toBe(
      created.url,
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Lethem bus company",
      language: "pt",
      area: { latitude: 3.3803, longitude: -59.7968, radiusKm: 10 },
    });
  });

  it("sends no area for a screen of all Guyana", async () => {
    const { calls } = stubApi({
      "GET /api/admin/screens": () => json([]),
      "POST /api/admin/screens": () =>
        json({ screen: school, url: "https://alerts.example.gy/screen/x", qrSvg: "<svg></svg>" }, 201),
    });
    const user = userEvent.setup();
    renderWithClient(<ScreenLinks />);
    await user.type(screen.getByLabelText(/Partner and place/), "Anna Regina school");
    await user.click(screen.getByRole("radio", { name: "All of Guyana" }));
    expect(screen.queryByRole("combobox", { name: /Place/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create screen link" }));
    await screen.findByRole("textbox", { name: "Screen link" });
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Anna Regina school",
      language: "en",
      area: null,
    });
  });
});
