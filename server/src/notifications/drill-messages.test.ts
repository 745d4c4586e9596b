// A drill's messages are marked TEST in the recipient's language.

import { defaultNotificationSettings } from "@shared/settings";
import { describe, expect, it } from "vitest";
import { drillTemplates } from "./drill-messages";

describe("a drill's templates", () => {
  it.each([
    ["en", "TEST", "Nobody is missing"],
    ["es", "PRUEBA", "Nadie está desaparecido"],
    ["pt", "TESTE", "Ninguém está desaparecido"],
  ] as const)("are marked in %s", (language, mark, notice) => {
    const settings = defaultNotificationSettings("Guyana Alerts");
    const marked = drillTemplates(settings, language);
    expect(marked.smsTemplate).toBe(`${mark}: ${settings.smsTemplate}`);
    expect(marked.emailSubject).toBe(`${mark}: ${settings.emailSubject}`);
    expect(marked.whatsAppTemplate.startsWith(`*${mark}*: `)).toBe(true);
    expect(marked.whatsAppTemplate).toContain(notice);
    expect(marked.pushBodyTemplate).toContain(notice);
    expect(marked.emailTemplate).toContain(`${mark}: `);
  });
});
