import { defaultNotificationSettings, NOTIFICATION_SETTINGS_KEY } from "@shared/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveNotificationSettings } from "../../../test/fakes/notification-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { findSetting } from "../../notifications";

// The Spanish and Portuguese templates in the admin settings: saved whole, checked by the same
// rules as the English ones, refused with the field's full name.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_BRAND_NAME: "Hope Alert" } });
  admin = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
});
afterAll(() => t.close());

const get = () => t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: admin } });
const put = (notifications: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { cookie: admin },
    payload: { notifications } as object,
  });
const defaults = defaultNotificationSettings("Hope Alert");

describe("translated message templates", () => {
  it("defaults to Spanish and Portuguese texts with the spec's placeholders", async () => {
    const { translations } = (await get()).json().notifications;
    expect(translations).toEqual(defaults.translations);
    for (const language of ["es", "pt"] as const) {
      const sms = translations[language].smsTemplate;
      for (const p of ["[Name]", "[Age]", "[Location]", "[Time]", "[Link]", "[Hotline]"])
        expect(sms).toContain(p);
      expect(translations[language].whatsAppTemplate).toContain("[Description]");
      expect(translations[language].emailTemplate).toContain("[PhotoUrl]");
      for (const key of ["whatsAppTemplate", "emailTemplate", "followUpTemplate"] as const)
        expect(translations[language][key]).toContain("[Share]");
    }
    expect(translations.es.smsTemplate).toContain("DESAPARECIDA");
    expect(translations.pt.emailSubject).toContain("última vez em");
  });

  it("saves an edited Spanish template and leaves English alone", async () => {
    const es = {
      ...defaults.translations.es,
      smsTemplate: "Hope Alert: SE BUSCA a [Name] ([Age]). [Hotline] [Link]",
    };
    const res = await put({ translations: { ...defaults.translations, es } });
    expect(res.statusCode).toBe(200);
    const saved = (await get()).json().notifications;
    expect(saved.translations.es.smsTemplate).toBe(es.smsTemplate);
    expect(saved.smsTemplate).toBe(defaults.smsTemplate);
  });

  it.each([
    [
      "an empty Portuguese template",
      { pt: { ...defaults.translations.pt, emailSubject: " " } },
      /^notifications\.translations\.pt\.emailSubject: is required$/,
    ],
    [
      "a Spanish push that shows the link",
      { es: { ...defaults.translations.es, pushBodyTemplate: "Vea [Link]" } },
      /^notifications\.translations\.es\.pushBodyTemplate: cannot use \[Link\]/,
    ],
    [
      "a Portuguese appeal-ended message that names the person",
      { pt: { ...defaults.translations.pt, appealEndedTemplate: "[Name] encontrada" } },
      /^notifications\.translations\.pt\.appealEndedTemplate: can use only \[Link\] and \[Hotline\]/,
    ],
    [
      "a Spanish appeal-ended message with the line about sharing",
      { es: { ...defaults.translations.es, appealEndedTemplate: "Terminó. [Share]" } },
      /^notifications\.translations\.es\.appealEndedTemplate: can use only \[Link\] and \[Hotline\]/,
    ],
    [
      "an unknown field in a language",
      { es: { ...defaults.translations.es, colour: "rojo" } },
      /^Unknown field: notifications\.translations\.es\.colour$/,
    ],
    [
      "a language other than es and pt",
      { fr: defaults.translations.es },
      /^Unknown field: notifications\.translations\.fr$/,
    ],
    [
      "a Spanish SMS too long for two segments",
      {
        es: {
          ...defaults.translations.es,
          smsTemplate: `${"Por favor, lea esto con atención. ".repeat(10)}[Link]`,
        },
      },
      /^notifications\.translations\.es\.smsTemplate: is too long for an SMS/,
    ],
  ])("refuses %s with a 400 naming the field", async (_what, change, message) => {
    const before = (await get()).json();
    const res = await put({ translations: { ...defaults.translations, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await get()).json()).toEqual(before);
  });

  it("reads templates saved with the former sentences about sharing as [Share], and saves them so", async () => {
    const whatsAppTemplate = "*[Name]* [Link]\n\nPlease share this with people nearby.";
    const es = {
      ...defaults.translations.es,
      emailTemplate:
        "<p>[Name]</p>\n<p>Por favor, comparta esta alerta con la gente cerca de [Location].</p>",
    };
    await saveNotificationSettings(t.database.db, {
      whatsAppTemplate,
      translations: { ...defaults.translations, es },
    });
    const read = (await get()).json().notifications;
    expect(read.whatsAppTemplate).toBe("*[Name]* [Link]\n\n[Share]");
    expect(read.translations.es.emailTemplate).toBe("<p>[Name]</p>\n<p>[Share]</p>");

    expect((await put({ sendPush: false })).statusCode).toBe(200);
    const row = await findSetting(t.database.db, NOTIFICATION_SETTINGS_KEY);
    expect((row!.value as { whatsAppTemplate: string }).whatsAppTemplate).toBe("*[Name]* [Link]\n\n[Share]");
  });
});
