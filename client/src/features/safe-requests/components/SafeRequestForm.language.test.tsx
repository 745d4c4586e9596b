import safeEs from "@shared/i18n/safe.es";
import safePt from "@shared/i18n/safe.pt";
import serverErrorsEs from "@shared/i18n/server-errors.es";
import serverErrorsPt from "@shared/i18n/server-errors.pt";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LanguageProvider, loadTexts } from "@/i18n/i18n";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { publicAlert } from "../../../../test/fixtures";
import { SafeRequestForm } from "./SafeRequestForm";

// "Tell us you are safe" on a Spanish and a Portuguese page: its fixed texts, its own missing-appeal
// message and the server's refusals in the page's language.

afterEach(() => vi.unstubAllGlobals());
beforeAll(() =>
  Promise.all(
    (["es", "pt"] as const).flatMap((language) =>
      (["common", "safe", "serverErrors"] as const).map((part) => loadTexts(language, part)),
    ),
  ),
);

const LANGUAGES = [
  { language: "es", words: safeEs, errors: serverErrorsEs.errors },
  { language: "pt", words: safePt, errors: serverErrorsPt.errors },
] as const;

describe.each(LANGUAGES)('"I\'m safe" form in $language', ({ language, words, errors }) => {
  it("asks for the appeal in the page's language", async () => {
    stubApi({});
    renderWithClient(
      <LanguageProvider language={language}>
        <Suspense fallback={null}>
          <SafeRequestForm alertId={null} />
        </Suspense>
      </LanguageProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: words.send }));
    expect(screen.getByRole("alert").textContent).toBe(words.errors["Please choose the appeal about you."]);
    expect(screen.getByLabelText(words.chooser.label)).toBeTruthy();
    expect(screen.getByRole("form", { name: words.formLabel })).toBeTruthy();
  });

  it("shows the server's refusal translated", async () => {
    stubApi({
      "GET /api/alerts/12": () => json(publicAlert({ id: 12, name: "Kavita Ramdial", age: 19 })),
      "POST /api/safe-requests": () => json({ message: "contact: must be at most 200 characters" }, 400),
    });
    renderWithClient(
      <LanguageProvider language={language}>
        <Suspense fallback={null}>
          <SafeRequestForm alertId={12} />
        </Suspense>
      </LanguageProvider>,
    );
    expect((await screen.findByTestId("safe-appeal")).textContent).toBe(`${words.about} Kavita Ramdial, 19`);
    await userEvent.click(screen.getByRole("button", { name: words.send }));
    const refusal = errors["must be at most # characters"]!.replace("#", "200");
    expect((await screen.findByRole("alert")).textContent).toBe(`${words.failed} ${refusal}`);
  });
});
