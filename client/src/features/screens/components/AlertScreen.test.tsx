import type { ScreenAlert, ScreenAlertsResponse } from "@shared/screens";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inTurn, json, renderWithClient, stubApi } from "../../../../test/api";
import { loadScreenCopy, saveScreenCopy } from "../screen-copy";
import { AlertScreen } from "./AlertScreen";

const TOKEN = "T".repeat(43);
const PATH = `GET /api/screens/${TOKEN}/alerts`;

const alert = (id: number, name: string): ScreenAlert => ({
  id,
  name,
  age: 9,
  lastLocation: "Lethem market",
  lastSeen: "2026-03-02T18:05:00.000Z",
  photoUrl: null,
  alertUrl: `https://alerts.example.gy/alert/${id}`,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
});

const answer = (over: Partial<ScreenAlertsResponse> = {}): ScreenAlertsResponse => ({
  language: "en",
  brandName: "Hope Alert",
  emergencyPhone: "911",
  generatedAt: "2026-03-02T18:05:00.000Z",
  alerts: [alert(1, "Asha Persaud")],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("AlertScreen", () => {
  it("shows the copy it kept at once, then the current alerts, and keeps those", async () => {
    saveScreenCopy(TOKEN, answer({ alerts: [alert(1, "Kept Child")] }));
    stubApi({ [PATH]: () => json(answer({ alerts: [alert(2, "Current Child")] })) });
    renderWithClient(<AlertScreen token={TOKEN} />);
    expect(screen.getByTestId("screen-name").textContent).toBe("Kept Child");
    expect(await screen.findByText("Current Child")).toBeTruthy();
    expect(loadScreenCopy(TOKEN)?.alerts[0]?.name).toBe("Current Child");
    expect(screen.queryByTestId("screen-offline-note")).toBeNull();
  });

  it("says when it shows its kept copy because the service cannot be reached", async () => {
    saveScreenCopy(TOKEN, answer({ language: "es" }));
    stubApi({ [PATH]: inTurn(new TypeError("Failed to fetch")) });
    renderWithClient(<AlertScreen token={TOKEN} />);
    const note = await screen.findByTestId("screen-offline-note");
    expect(note.textContent).toMatch(/^Sin conexión: se muestran las alertas del 2 de marzo a las 2:05/);
    expect(screen.getByTestId("screen-name").textContent).toBe("Asha Persaud");
    expect(screen.getByText("Persona desaparecida")).toBeTruthy();
    expect(document.documentElement.lang).toBe("es");
  });

  it("forgets its copy and says so when its link was turned off", async () => {
    saveScreenCopy(TOKEN, answer({ language: "pt" }));
    stubApi({ [PATH]: () => json({ message: "This screen link is not in use." }, 404) });
    renderWithClient(<AlertScreen token={TOKEN} />);
    expect((await screen.findByTestId("screen-not-in-use")).textContent).toBe(
      "Este link de tela não está mais em uso.Peça um novo link à organização que o forneceu.",
    );
    expect(screen.queryByTestId("screen-name")).toBeNull();
    expect(loadScreenCopy(TOKEN)).toBeNull();
  });

  it("thanks the partner when nothing is missing in its area, with the emergency number", async () => {
    stubApi({ [PATH]: () => json(answer({ alerts: [] })) });
    renderWithClient(<AlertScreen token={TOKEN} />);
    expect((await screen.findByTestId("screen-empty")).textContent).toBe(
      "No active alerts in this area.Thank you for keeping this screen on.",
    );
    expect(screen.getByTestId("screen-call").textContent).toBe("In an emergency, call 911");
  });
});
