import type { Language } from "@shared/languages";
import type { NotificationSettings } from "@shared/settings";
import { MESSAGE_WORDS } from "./message-words";

// A public drill goes through the real pipeline with the admin's own templates, each marked
// TEST (in the recipient's language) where a reader sees it first (the SMS's and push's first
// word, the WhatsApp's first line, the e-mail's subject and first paragraph), so nobody takes a
// test for a missing person. The drill's person is a fixed test person whose name says TEST too,
// which also marks a WhatsApp sent through an approved template (it carries the values, not our text).

/** The settings' templates (already in `language`), every one of them marked TEST in that language. */
export function drillTemplates(settings: NotificationSettings, language: Language): NotificationSettings {
  const { drillMark: mark, drillNotice: notice } = MESSAGE_WORDS[language];
  const marked = (text: string) => `${mark}: ${text}`;
  return {
    ...settings,
    smsTemplate: marked(settings.smsTemplate),
    whatsAppTemplate: `*${mark}*: ${settings.whatsAppTemplate}\n\n${notice}`,
    emailSubject: marked(settings.emailSubject),
    emailTemplate: `<p><strong>${mark}: ${notice}</strong></p>\n${settings.emailTemplate}`,
    pushTitleTemplate: marked(settings.pushTitleTemplate),
    pushBodyTemplate: `${notice} ${settings.pushBodyTemplate}`,
    followUpTemplate: marked(settings.followUpTemplate),
    followUpEmailSubject: marked(settings.followUpEmailSubject),
    appealEndedTemplate: marked(settings.appealEndedTemplate),
    appealEndedEmailSubject: marked(settings.appealEndedEmailSubject),
  };
}

/** Why a drill's message is not sent any more: the person left the drills after it was queued. */
export const LEFT_THE_DRILLS = "recipient no longer wants the drills";
