// A subscriber's messages come in the language they chose: the subscribe form and the manage
// page set it (English when not given), and anything but en, es or pt is refused by name.
import { describe, expect, it } from "vitest";
import { andrea, subscribersTestApp } from "../../../test/helpers/subscribers.test-helpers";

const { subscribe, manage, storedRows } = subscribersTestApp();

describe("the language of a subscriber's messages", () => {
  it("is the one chosen on the subscribe form, English when none is given", async () => {
    expect((await subscribe(andrea)).statusCode).toBe(201);
    const spanish = await subscribe({
      ...andrea,
      email: "b@example.gy",
      phone: null,
      whatsappEnabled: false,
      language: "es",
    });
    expect(spanish.statusCode, spanish.body).toBe(201);
    expect((await storedRows()).map((r) => [r.email, r.language])).toEqual([
      ["andrea.singh@example.gy", "en"],
      ["b@example.gy", "es"],
    ]);
  });

  it("is shown and changed on the manage page", async () => {
    expect((await subscribe({ ...andrea, language: "es" })).statusCode).toBe(201);
    const [row] = await storedRows();
    expect((await manage("GET", row!.unsubscribeToken)).json().language).toBe("es");
    const pt = await manage("PATCH", row!.unsubscribeToken, { language: "pt" });
    expect(pt.statusCode, pt.body).toBe(200);
    expect(pt.json().language).toBe("pt");
    expect((await storedRows())[0]!.language).toBe("pt");
    expect((await manage("PATCH", row!.unsubscribeToken, { name: "Andrea S." })).json().language).toBe("pt");
  });

  it.each([["fr"], ["ES"], [""], [1], [null]])("refuses %j with a 400 naming the field", async (language) => {
    const res = await subscribe({ ...andrea, language });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "language" });
    expect(res.json().message).toMatch(/^language: must be one of en, es, pt$/);
    expect(await storedRows()).toEqual([]);
  });

  it("refuses an unknown language on the manage page and keeps the one on file", async () => {
    expect((await subscribe({ ...andrea, language: "pt" })).statusCode).toBe(201);
    const [row] = await storedRows();
    const res = await manage("PATCH", row!.unsubscribeToken, { language: "nl" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "language" });
    expect(res.json().message).toContain("must be one of en, es, pt");
    expect((await storedRows())[0]!.language).toBe("pt");
  });
});
