import { defaultNotificationSettings } from "@shared/settings";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { LevelSettingsForm } from "./LevelSettings";

afterEach(() => vi.unstubAllGlobals());

const settings = defaultNotificationSettings("Hope Alert");

describe("Alert Levels settings", () => {
  it("edits each level's name, colour and starting radii, the growth and Local's ceiling, and saves only those", async () => {
    const { calls } = stubApi({
      "PUT /api/admin/settings": () => json({ notifications: settings, updatedAt: null, updatedById: null }),
    });
    renderWithClient(<LevelSettingsForm settings={settings} />);
    const red = screen.getByRole("group", { name: /Life in danger \(red\)/ });
    expect((within(red).getByLabelText("Name") as HTMLInputElement).value).toBe("Red Alert");
    expect((within(red).getByLabelText("Young child on foot") as HTMLInputElement).value).toBe("3");
    fireEvent.change(within(red).getByLabelText("Name"), { target: { value: "Urgent" } });
    fireEvent.change(within(red).getByLabelText("Colour"), { target: { value: "#7f1d1d" } });
    fireEvent.change(within(red).getByLabelText("In a vehicle"), { target: { value: "30" } });
    expect(within(red).getByTestId("level-badge").textContent).toBe("Alert level: Urgent");
    const growth = screen.getByLabelText(
      "Red and Concern areas double at (minutes after last seen)",
    ) as HTMLInputElement;
    expect(growth.value).toBe("30, 60, 120, 240");
    fireEvent.change(growth, { target: { value: "20, 40 80" } });
    const localGrowth = screen.getByLabelText(
      "Local areas double at (minutes after last seen)",
    ) as HTMLInputElement;
    expect(localGrowth.value).toBe("120, 240");
    fireEvent.change(localGrowth, { target: { value: "90 180" } });
    fireEvent.change(screen.getByLabelText("Widest local area (km)"), { target: { value: "8" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Your changes have been saved successfully.")).toBeTruthy();
    const body = calls.find((c) => c.method === "PUT")!.body as { notifications: Record<string, unknown> };
    expect(Object.keys(body.notifications).sort()).toEqual([
      "areaGrowthMinutes",
      "levels",
      "localCeilingKm",
      "localGrowthMinutes",
    ]);
    expect(body.notifications.areaGrowthMinutes).toEqual([20, 40, 80]);
    expect(body.notifications.localGrowthMinutes).toEqual([90, 180]);
    expect(body.notifications.localCeilingKm).toBe(8);
    expect(body.notifications.levels).toEqual({
      ...settings.levels,
      red: { name: "Urgent", colour: "#7f1d1d", startRadiusKm: { youngChildFoot: 3, foot: 8, vehicle: 30 } },
    });
  });

  it("shows the server's message when it refuses the values", async () => {
    stubApi({
      "PUT /api/admin/settings": () =>
        json({ message: "areaGrowthMinutes: must be in increasing order", field: "areaGrowthMinutes" }, 400),
    });
    renderWithClient(<LevelSettingsForm settings={settings} />);
    fireEvent.change(screen.getByLabelText("Red and Concern areas double at (minutes after last seen)"), {
      target: { value: "60, 30" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "areaGrowthMinutes: must be in increasing order",
      ),
    );
  });
});
