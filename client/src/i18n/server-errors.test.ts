import { serverErrors } from "@shared/i18n/server-errors.en";
import { INVALID_LINK_MESSAGE, NAME_MESSAGE } from "@shared/subscribers";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { loadTexts, translator } from "./i18n";
import { describeError, describeMessage } from "./server-errors";

/** A refusal as the server sends it: JSON { message }. */
const refused = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), "Bad Request");

const wording = (language: "en" | "es" | "pt", error: unknown) =>
  describeError(language, translator(language, serverErrors), error, "subscribe");

describe("the server's refusals in the page's language", () => {
  beforeAll(async () => {
    await Promise.all(
      (["es", "pt"] as const).flatMap((l) => [loadTexts(l, "serverErrors"), loadTexts(l, "subscribe")]),
    );
  });

  it("shows an English page the server's own message", () => {
    expect(wording("en", refused(404, INVALID_LINK_MESSAGE))).toBe(INVALID_LINK_MESSAGE);
    expect(wording("en", refused(400, "Something new"))).toBe("Something new");
  });

  it("translates a known message, numbers kept", () => {
    expect(wording("es", refused(404, INVALID_LINK_MESSAGE))).toBe(
      "Este enlace para darse de baja no es válido. Copie el enlace completo del mensaje.",
    );
    expect(wording("pt", refused(429, "Rate limit exceeded, retry in 10 minutes"))).toBe(
      "Envios demais. Tente de novo em 10 minutos.",
    );
  });

  it("translates a field's message from the form's own table, without the field's name", () => {
    expect(wording("es", refused(400, `name: ${NAME_MESSAGE}`))).toBe(
      "El nombre debe tener al menos 2 caracteres",
    );
  });

  it("quotes an unknown message after a translated 'something went wrong'", () => {
    expect(wording("es", refused(409, "Something new"))).toBe("Algo salió mal: Something new");
    expect(wording("pt", refused(409, "Something new"))).toBe("Algo deu errado: Something new");
  });

  it("words a failed connection and an empty answer in the language", () => {
    expect(wording("pt", new TypeError("Failed to fetch"))).toBe(
      "Não foi possível falar com o servidor. Confira sua conexão e tente de novo.",
    );
    expect(wording("es", new ApiError(502, "<html>Bad Gateway</html>", "Bad Gateway"))).toBe(
      "Inténtelo de nuevo.",
    );
  });

  it("translates a refusal kept as English text (a submission the phone kept)", () => {
    const t = translator("pt", serverErrors);
    expect(describeMessage("pt", t, "Alert not found", "sighting")).toBe("Alerta não encontrado");
    expect(describeMessage("en", translator("en", serverErrors), "Alert not found")).toBe("Alert not found");
  });
});
