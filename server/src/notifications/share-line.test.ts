// [Share]: a message asks its reader to pass the alert on only when the alert is shared widely;
// a recipients-only (or staff-only) alert asks them not to forward or post it, in their language.
// Every check renders both policies, so a line that ignored the policy would show.
import type { Language } from "@shared/languages";
import { defaultNotificationSettings, type NotificationSettings } from "@shared/settings";
import type { SharingPolicy } from "@shared/sharing";
import { templatesInLanguage } from "@shared/template-translations";
import { describe, expect, it } from "vitest";
import { mergeNotificationSettings } from "./settings";
import { type AlertFacts, renderMessage, type SiteFacts } from "./templates";

const site: SiteFacts = { publicUrl: "https://alerts.example.gy", hotline: "911", brandName: "Hope Alert" };
const alert: AlertFacts = {
  id: 42,
  name: "Aaliyah Persaud",
  age: 9,
  lastLocation: "Stabroek Market, Georgetown",
  lastSeen: new Date("2025-05-05T18:30:00Z"),
  description: "Slim build, shoulder-length black hair in two plaits.",
  photoUrl: "/api/photos/abc",
  sharingPolicy: "share_widely",
};
const defaults = defaultNotificationSettings("Hope Alert");

function render(
  channel: "sms" | "whatsapp" | "email" | "push",
  policy: SharingPolicy,
  language: Language = "en",
  options: { kind?: "alert" | "resolved"; settings?: NotificationSettings; appealEnded?: boolean } = {},
): string {
  const message = renderMessage({
    channel,
    kind: options.kind ?? "alert",
    settings: templatesInLanguage(options.settings ?? defaults, language),
    alert: { ...alert, sharingPolicy: policy, appealEnded: options.appealEnded },
    site,
    unsubscribeToken: "tok",
    language,
  });
  return message.channel === "email" ? `${message.html}\n${message.text}` : message.text;
}

const EN_SHARE = "Please share this alert with people nearby.";
const EN_DO_NOT_FORWARD = "Please do not forward this alert or post it online.";
const ES_SHARE = "Por favor, comparta esta alerta con la gente de la zona.";
const ES_DO_NOT_FORWARD = "Por favor, no reenvíe esta alerta ni la publique en internet.";

describe("the alert's line about sharing", () => {
  it("asks to share a widely shared alert on WhatsApp and e-mail (English)", () => {
    for (const channel of ["whatsapp", "email"] as const) {
      const text = render(channel, "share_widely");
      expect(text).toContain(EN_SHARE);
      expect(text).not.toContain(EN_DO_NOT_FORWARD);
      expect(text).not.toContain("[Share]");
    }
    expect(render("email", "share_widely")).toContain(`<p>${EN_SHARE}</p>`);
  });

  it("asks not to forward a recipients-only or staff-only alert, never to share it (English)", () => {
    for (const policy of ["recipients_only", "staff_only"] as const)
      for (const channel of ["whatsapp", "email"] as const) {
        const text = render(channel, policy);
        expect(text).toContain(EN_DO_NOT_FORWARD);
        expect(text).not.toMatch(/please share/i);
      }
  });

  it("says the same in Spanish", () => {
    for (const channel of ["whatsapp", "email"] as const) {
      const wide = render(channel, "share_widely", "es");
      const narrow = render(channel, "recipients_only", "es");
      expect(wide).toContain(ES_SHARE);
      expect(wide).not.toContain(ES_DO_NOT_FORWARD);
      expect(narrow).toContain(ES_DO_NOT_FORWARD);
      expect(narrow).not.toMatch(/comparta/i);
    }
  });

  it("fills [Share] in an admin's SMS, spelled for GSM-7, and in Portuguese", () => {
    const settings = { ...defaults, smsTemplate: "MISSING: [Name]. Call [Hotline]. [Share] [Link]" };
    expect(render("sms", "share_widely", "en", { settings })).toContain(` ${EN_SHARE} `);
    expect(render("sms", "recipients_only", "en", { settings })).toContain(` ${EN_DO_NOT_FORWARD} `);
    const es = { ...defaults, translations: { ...defaults.translations } };
    es.translations.es = { ...es.translations.es, smsTemplate: settings.smsTemplate };
    // The SMS spells "reenvíe" without the accent, as every SMS does.
    expect(render("sms", "recipients_only", "es", { settings: es })).toContain(
      "Por favor, no reenvie esta alerta ni la publique en internet.",
    );
    expect(render("whatsapp", "recipients_only", "pt")).toContain(
      "Por favor, não encaminhe este alerta nem o publique na internet.",
    );
  });
});

describe("the follow-up's thanks", () => {
  it("thanks for sharing only an alert that was shared widely", () => {
    expect(render("sms", "share_widely", "en", { kind: "resolved" })).toBe(
      "Hope Alert: the missing-person alert for Aaliyah Persaud is closed. Thank you for looking and sharing. https://alerts.example.gy/alert/42/text",
    );
    expect(render("sms", "recipients_only", "en", { kind: "resolved" })).toBe(
      "Hope Alert: the missing-person alert for Aaliyah Persaud is closed. Thank you for looking. https://alerts.example.gy/alert/42/text",
    );
    expect(render("whatsapp", "recipients_only", "es", { kind: "resolved" })).toContain(
      "está cerrada. Gracias por buscar. https://alerts.example.gy/alert/42",
    );
    expect(render("email", "share_widely", "es", { kind: "resolved" })).toContain(
      "Gracias por buscar y compartir.",
    );
  });

  it("leaves [Share] out of the message that an appeal ended", () => {
    const settings = { ...defaults, appealEndedTemplate: "Ended.[Share] [Link]" };
    expect(render("sms", "share_widely", "en", { kind: "resolved", settings, appealEnded: true })).toBe(
      "Ended. https://alerts.example.gy/alert/42/text",
    );
  });
});

describe("templates saved before [Share]", () => {
  it("read the former default sentences as [Share], in every language", () => {
    const stored = {
      whatsAppTemplate: "*[Name]* [Link]\n\nPlease share this with people nearby.",
      emailTemplate: "<p>[Name]</p>\n<p>Please share this alert with people near [Location].</p>",
      followUpTemplate: "Closed: [Name]. Thank you for looking and sharing. [Link]",
      translations: {
        ...defaults.translations,
        es: {
          ...defaults.translations.es,
          whatsAppTemplate: "*[Name]* [Link]\n\nPor favor, comparta este mensaje con la gente de la zona.",
          emailTemplate: "<p>Por favor, comparta esta alerta con la gente cerca de [Location].</p>",
        },
        pt: {
          ...defaults.translations.pt,
          whatsAppTemplate: "*[Name]* [Link]\n\nPor favor, compartilhe com as pessoas da região.",
        },
      },
    };
    const settings = mergeNotificationSettings("Hope Alert", stored);
    expect(settings.whatsAppTemplate).toBe("*[Name]* [Link]\n\n[Share]");
    expect(settings.emailTemplate).toBe("<p>[Name]</p>\n<p>[Share]</p>");
    expect(settings.followUpTemplate).toBe("Closed: [Name]. [Share] [Link]");
    expect(settings.translations.es.whatsAppTemplate).toBe("*[Name]* [Link]\n\n[Share]");
    expect(settings.translations.es.emailTemplate).toBe("<p>[Share]</p>");
    expect(settings.translations.pt.whatsAppTemplate).toBe("*[Name]* [Link]\n\n[Share]");

    expect(render("whatsapp", "recipients_only", "en", { settings })).toContain(EN_DO_NOT_FORWARD);
    expect(render("whatsapp", "recipients_only", "en", { settings })).not.toMatch(/please share/i);
    expect(render("email", "recipients_only", "es", { settings })).toContain(ES_DO_NOT_FORWARD);
    expect(render("whatsapp", "share_widely", "en", { settings })).toContain(EN_SHARE);
  });

  it("keep an admin's own wording about sharing as written", () => {
    const own = "*[Name]* [Link]\n\nPlease share this with your church group.";
    expect(mergeNotificationSettings("Hope Alert", { whatsAppTemplate: own }).whatsAppTemplate).toBe(own);
  });
});
