import { alert } from "@shared/i18n/alert.en";
import { common } from "@shared/i18n/common.en";
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { longDate, longDateTime } from "./dates";
import { LanguageProvider, loadTexts, translator, useT } from "./i18n";

function Title() {
  const t = useT(alert);
  return <h1>{t("notFound")}</h1>;
}

describe("texts in the page's language", () => {
  it("fills placeholders, in English without loading anything", () => {
    const t = translator("en", alert);
    expect(t("years", { age: 9 })).toBe("9 years");
    expect(t("headerTitle", { stem: "Hope" })).toBe("Hope ALERT: MISSING PERSON");
  });

  it("loads a part's Spanish and Portuguese texts on demand, placeholders kept", async () => {
    await Promise.all([loadTexts("es", "alert"), loadTexts("pt", "alert")]);
    expect(translator("es", alert)("years", { age: 9 })).toBe("9 años");
    expect(translator("pt", alert)("headerTitle", { stem: "Hope" })).toBe("ALERTA Hope: PESSOA DESAPARECIDA");
  });

  it("waits for the texts of a part not loaded yet, then shows them", async () => {
    render(
      <LanguageProvider language="pt">
        <Suspense fallback={<p>waiting</p>}>
          <Title />
        </Suspense>
      </LanguageProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Alerta não encontrado" })).toBeTruthy();
  });

  it("writes dates on Guyana's clock in each language's own way", async () => {
    await loadTexts("es", "common");
    const when = "2026-11-25T18:05:00.000Z";
    expect(longDateTime(translator("en", common), when)).toBe("November 25, 2026 at 2:05 PM");
    expect(longDateTime(translator("es", common), when)).toBe("25 de noviembre de 2026, 14:05");
    expect(longDate(translator("es", common), when)).toBe("25 de noviembre de 2026");
  });
});
