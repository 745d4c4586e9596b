import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MapViewProps } from "@/components/maps/MapView";
import { json, renderWithClient, stubApi } from "../../../../test/api";

const mapProps: MapViewProps[] = [];
vi.mock("@/components/maps/MapView", () => ({
  MapView: (props: MapViewProps) => {
    mapProps.push(props);
    return <div data-testid="map" />;
  },
}));
const { SampleAlert } = await import("./SampleAlert");

afterEach(() => {
  vi.unstubAllGlobals();
  mapProps.length = 0;
});

const alert = {
  id: 1,
  name: "Aaliyah Persaud",
  age: 9,
  description: "Slim build",
  clothing: "Navy blue school uniform",
  lastLocation: "Stabroek Market, Water Street, Georgetown",
  lastSeen: "2025-05-01T14:00:00.000Z",
  latitude: 6.8066,
  longitude: -58.1625,
  photoUrl: "/api/photos/abc",
  isVerified: true,
  isActive: true,
  status: "approved",
  createdAt: "2025-05-01T15:00:00.000Z",
};

describe("home sample alert", () => {
  it("shows the newest verified active alert with its photo and a map at zoom 15", async () => {
    const { calls } = stubApi({ "GET /api/alerts": () => json([alert]) });
    renderWithClient(<SampleAlert />);
    expect(await screen.findByTestId("sample-alert-name")).toHaveProperty("textContent", "Aaliyah Persaud");
    expect(calls[0]!.url).toContain("verified=true&active=true");
    expect(screen.getByRole("img", { name: "Aaliyah Persaud" }).getAttribute("src")).toBe("/api/photos/abc");
    await screen.findByTestId("map");
    const last = mapProps.at(-1)!;
    expect(last.zoom).toBe(15);
    expect(last.center).toEqual([6.8066, -58.1625]);
    expect(last.markers).toEqual([
      expect.objectContaining({ position: [6.8066, -58.1625], title: "Last Seen" }),
    ]);
  });

  it("opens the sighting dialog for that alert", async () => {
    stubApi({ "GET /api/alerts": () => json([alert]) });
    renderWithClient(<SampleAlert />);
    await userEvent.click(await screen.findByRole("button", { name: "Report a Sighting" }));
    expect(
      await screen.findByRole("dialog", { name: "Report a Sighting: Aaliyah Persaud" }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("falls back to a clearly labelled sample when there is no verified alert", async () => {
    stubApi({ "GET /api/alerts": () => json([]) });
    renderWithClient(<SampleAlert />);
    expect(await screen.findByText("SAMPLE: NOT A REAL CASE")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Report a Sighting" })).toBeTruthy();
    await screen.findByTestId("map");
    expect(mapProps.at(-1)!.zoom).toBe(15);
  });
});
