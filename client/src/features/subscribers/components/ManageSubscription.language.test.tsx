import type { Messages } from "@shared/i18n/catalog";
import { manage } from "@shared/i18n/manage.en";
import type { ManagedSubscription } from "@shared/subscribers.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LanguageProvider, loadTexts } from "@/i18n/i18n";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// "Manage my alerts" on a Spanish and a Portuguese page: its fixed texts and the server's
// refusals in the page's language.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { ManageSubscription } = await import("./ManageSubscription");

afterEach(() => vi.unstubAllGlobals());
// The parts the page shows, loaded beforehand (the page waits for them, as in a browser).
beforeAll(() =>
  Promise.all(
    (["es", "pt"] as const).flatMap((language) =>
      (["common", "manage", "subscribe", "serverErrors"] as const).map((part) => loadTexts(language, part)),
    ),
  ),
);

const token = "T".repeat(32);
const url = `/api/subscribers/manage/${token}`;
const andrea: ManagedSubscription = {
  name: "Andrea Singh",
  locality: "Georgetown, Guyana",
  hasPin: true,
  email: "a***@example.gy",
  phone: "+592 ***-**34",
  whatsappEnabled: true,
  smsOptedOut: false,
  isActive: true,
  places: [{ id: 1, label: "school", locality: null }],
  quietHours: { start: "22:00", end: "06:00" },
  drillOptIn: false,
  language: "es",
};

/** Every English text of the part as whole words, placeholders standing for anything. */
function englishTexts(messages: Messages): RegExp[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === "string"
      ? value.length > 3 && !["WhatsApp", "E-mail"].includes(value)
        ? [
            new RegExp(
              `(?<!\\p{L})${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\w+\\\}\\\}/g, ".+")}(?!\\p{L})`,
              "u",
            ),
          ]
        : []
      : typeof value === "object"
        ? englishTexts(value as Messages)
        : [],
  );
}

function renderIn(language: "es" | "pt") {
  return renderWithClient(
    <LanguageProvider language={language}>
      <Suspense fallback={null}>
        <ManageSubscription token={token} />
      </Suspense>
    </LanguageProvider>,
  );
}

describe("manage my alerts in Spanish and Portuguese", () => {
  it("shows no English fixed text", async () => {
    for (const [language, heading] of [
      ["es", "Su suscripción"],
      ["pt", "Sua inscrição"],
    ] as const) {
      stubApi({ [`GET ${url}`]: () => json(andrea), [`GET ${url}/push`]: () => json({ enabled: false }) });
      const { unmount } = renderIn(language);
      expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
      const text = document.body.textContent ?? "";
      for (const pattern of englishTexts(manage.en)) expect(text).not.toMatch(pattern);
      expect(screen.getByTestId("subscription-Other places").textContent).toBe(
        language === "es" ? "Escuela: lugar marcado en el mapa" : "Escola: lugar marcado no mapa",
      );
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it("shows a refusal of the server translated, and an unknown one quoted", async () => {
    stubApi({
      [`GET ${url}`]: () => json(andrea),
      [`GET ${url}/push`]: () => json({ enabled: false }),
      "POST /api/subscribers/unsubscribe": () => json({ message: "Something new" }, 409),
      [`DELETE ${url}`]: () => json({ message: "Rate limit exceeded, retry in 1 minute" }, 429),
    });
    renderIn("es");
    await userEvent.click(await screen.findByRole("button", { name: "Darse de baja" }));
    expect((await screen.findByText("Algo salió mal: Something new")).getAttribute("role")).toBe("alert");
    await userEvent.click(screen.getByRole("button", { name: "Borrar mis datos" }));
    await userEvent.click(screen.getByRole("button", { name: "Sí, borrar mis datos" }));
    expect(await screen.findByText("Demasiados envíos. Inténtelo de nuevo en 1 minuto.")).toBeTruthy();
  });
});
