import type { NotificationSettings } from "@shared/settings";

// A public drill goes through the real pipeline with the admin's own templates, each marked
// TEST where a reader sees it first (the SMS's and push's first word, the WhatsApp's first line,
// the e-mail's subject and first paragraph), so nobody takes a test for a missing person. The
// drill's person is a fixed test person whose name says TEST too, which also marks a WhatsApp
// sent through an approved template (it carries the values, not our text).

export const DRILL_MARK = "TEST";
export const DRILL_NOTICE =
  "This is a test of the missing-person alert system. Nobody is missing; you need do nothing.";

const marked = (text: string) => `${DRILL_MARK}: ${text}`;

/** The settings' templates, every one of them marked TEST. */
export function drillTemplates(settings: NotificationSettings): NotificationSettings {
  return {
    ...settings,
    smsTemplate: marked(settings.smsTemplate),
    whatsAppTemplate: `*${DRILL_MARK}*: ${settings.whatsAppTemplate}\n\n${DRILL_NOTICE}`,
    emailSubject: marked(settings.emailSubject),
    emailTemplate: `<p><strong>${DRILL_MARK}: ${DRILL_NOTICE}</strong></p>\n${settings.emailTemplate}`,
    pushTitleTemplate: marked(settings.pushTitleTemplate),
    pushBodyTemplate: `${DRILL_NOTICE} ${settings.pushBodyTemplate}`,
    followUpTemplate: marked(settings.followUpTemplate),
    followUpEmailSubject: marked(settings.followUpEmailSubject),
    appealEndedTemplate: marked(settings.appealEndedTemplate),
    appealEndedEmailSubject: marked(settings.appealEndedEmailSubject),
  };
}

/** Why a drill's message is not sent any more: the person left the drills after it was queued. */
export const LEFT_THE_DRILLS = "recipient no longer wants the drills";
