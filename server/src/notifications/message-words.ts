import { GUYANA_TIME_ZONE } from "@shared/guyana-time";
import type { Language } from "@shared/languages";
import type { NotificationKind } from "@shared/notifications";
import type { SharingPolicy } from "@shared/sharing";

// The fixed words a message adds around the admin's templates (an Update's mark, the water
// line, the e-mail footer, a drill's mark), what [Share] becomes, and the way [Time] reads, in each
// subscriber language. Times are always Guyana's local time, whatever the language.

export interface MessageWords {
  /** Formats [Time]. */
  time: Intl.DateTimeFormat;
  updatePrefix: string;
  /** WhatsApp's first line of an Update (bold). */
  whatsAppUpdate: string;
  /** The e-mail's first paragraph of an Update (placeholders filled in like the template's). */
  emailUpdate: string;
  nearWaterLine: string;
  /** The e-mail footer: why the person gets this, then the link's label. */
  footer: (brandName: string) => string;
  unsubscribe: string;
  /** The word that marks a drill's message, and the sentence that says nobody is missing. */
  drillMark: string;
  drillNotice: string;
  /**
   * [Share] in an alert: widely asks people to pass it on; otherwise (recipients or staff only)
   * the family or the police asked that it go no further than the people it was sent to.
   */
  shareLine: { widely: string; notWidely: string };
  /** [Share] in a follow-up: the thanks, for sharing only when sharing was asked for. */
  followUpThanks: { widely: string; notWidely: string };
}

const timeOptions: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: GUYANA_TIME_ZONE,
};

export const MESSAGE_WORDS: Record<Language, MessageWords> = {
  en: {
    // en-GB with hour12 counts 0-11 ("0:36 pm"); h12 reads "12:36 pm".
    time: new Intl.DateTimeFormat("en-GB", { ...timeOptions, hourCycle: "h12" }),
    updatePrefix: "UPDATE: ",
    whatsAppUpdate: "*UPDATE*",
    emailUpdate: "UPDATE: [Name] was seen near [Location], [Time] (a verified sighting).",
    nearWaterLine: "Check trenches, canals, kokers and pools nearby now.",
    footer: (brand) => `You receive this because you subscribed to ${brand} missing-person alerts.`,
    unsubscribe: "Unsubscribe",
    drillMark: "TEST",
    drillNotice: "This is a test of the missing-person alert system. Nobody is missing; you need do nothing.",
    shareLine: {
      widely: "Please share this alert with people nearby.",
      notWidely: "Please do not forward this alert or post it online.",
    },
    followUpThanks: { widely: "Thank you for looking and sharing.", notWidely: "Thank you for looking." },
  },
  es: {
    time: new Intl.DateTimeFormat("es", { ...timeOptions, hourCycle: "h23" }),
    updatePrefix: "ACTUALIZACIÓN: ",
    whatsAppUpdate: "*ACTUALIZACIÓN*",
    emailUpdate: "ACTUALIZACIÓN: [Name] fue vista cerca de [Location], [Time] (un avistamiento verificado).",
    nearWaterLine: "Revise ya zanjas, canales, compuertas y charcas cercanas.",
    footer: (brand) =>
      `Recibe este mensaje porque se suscribió a las alertas de personas desaparecidas de ${brand}.`,
    unsubscribe: "Cancelar la suscripción",
    drillMark: "PRUEBA",
    drillNotice:
      "Esta es una prueba del sistema de alertas de personas desaparecidas. Nadie está desaparecido; no tiene que hacer nada.",
    shareLine: {
      widely: "Por favor, comparta esta alerta con la gente de la zona.",
      notWidely: "Por favor, no reenvíe esta alerta ni la publique en internet.",
    },
    followUpThanks: { widely: "Gracias por buscar y compartir.", notWidely: "Gracias por buscar." },
  },
  pt: {
    time: new Intl.DateTimeFormat("pt-BR", { ...timeOptions, hourCycle: "h23" }),
    updatePrefix: "ATUALIZAÇÃO: ",
    whatsAppUpdate: "*ATUALIZAÇÃO*",
    emailUpdate: "ATUALIZAÇÃO: [Name] foi vista perto de [Location], [Time] (um avistamento verificado).",
    nearWaterLine: "Verifique agora valas, canais, comportas e lagoas próximas.",
    footer: (brand) =>
      `Você recebe esta mensagem porque assinou os alertas de pessoas desaparecidas de ${brand}.`,
    unsubscribe: "Cancelar a assinatura",
    drillMark: "TESTE",
    drillNotice:
      "Este é um teste do sistema de alertas de pessoas desaparecidas. Ninguém está desaparecido; você não precisa fazer nada.",
    shareLine: {
      widely: "Por favor, compartilhe este alerta com as pessoas da região.",
      notWidely: "Por favor, não encaminhe este alerta nem o publique na internet.",
    },
    followUpThanks: { widely: "Obrigado por procurar e compartilhar.", notWidely: "Obrigado por procurar." },
  },
};

/** [Share]: an alert asks to share it only when it is shared widely; a follow-up thanks accordingly. */
export function shareLine(policy: SharingPolicy, kind: NotificationKind, words: MessageWords): string {
  const lines = kind === "alert" ? words.shareLine : words.followUpThanks;
  return policy === "share_widely" ? lines.widely : lines.notWidely;
}

/** The longest [Share] in any language: what a template must leave room for. */
export const LONGEST_SHARE_LINE = Object.values(MESSAGE_WORDS)
  .flatMap((w) => [...Object.values(w.shareLine), ...Object.values(w.followUpThanks)])
  .reduce((a, b) => (b.length > a.length ? b : a));
