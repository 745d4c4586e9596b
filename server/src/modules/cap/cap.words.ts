import { GUYANA_TIME_ZONE } from "@shared/guyana-time";
import { guyanaTimeText } from "./cap.format";

// The fixed words of a CAP message in each language it carries: one <info> block per language,
// as CAP intends, so a receiver shows its readers their own. Names, places and descriptions
// are the public record's, as written.

export interface CapWords {
  /** The <language> value (RFC 3066): Latin American Spanish, Brazilian Portuguese. */
  tag: string;
  event: (age: number) => string;
  missing: (who: string, place: string) => string;
  sighting: (who: string, place: string) => string;
  found: (who: string) => string;
  closed: (who: string) => string;
  withdrawnHeadline: string;
  test: string;
  withdrawn: (brand: string) => string;
  foundText: (who: string) => string;
  closedText: (who: string) => string;
  noLongerLooking: (brand: string) => string;
  lastSeen: (who: string, place: string, time: string) => string;
  seenNear: (place: string, time: string) => string;
  wearing: string;
  /** Who to call and where to report; `page` is the sighting form's address. */
  instruction: (name: string, phone: string, page: string) => string;
  noAction: (phone: string) => string;
  contact: (brand: string, phone: string, whatsApp: string) => string;
  photoOf: (name: string) => string;
  time: (date: Date) => string;
}

const timeIn = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: GUYANA_TIME_ZONE,
  });
  return (date: Date) => format.format(date);
};

export const CAP_ENGLISH: CapWords = {
  tag: "en",
  event: (age) => (age < 18 ? "Missing Child" : "Missing Person"),
  missing: (who, place) => `MISSING: ${who}, last seen at ${place}`,
  sighting: (who, place) => `SIGHTING: ${who}, seen near ${place}`,
  found: (who) => `FOUND: ${who}`,
  closed: (who) => `CLOSED: the alert for ${who}`,
  withdrawnHeadline: "WITHDRAWN: this missing-person alert is no longer in force",
  test: "TEST",
  withdrawn: (brand) =>
    `${brand} has withdrawn this alert. Please disregard it and stop sharing copies of it.`,
  foundText: (who) => `${who}, has been found. `,
  closedText: (who) => `The alert for ${who}, is closed: `,
  noLongerLooking: (brand) =>
    `${brand} no longer asks the public to look for this person. Thank you for looking and sharing.`,
  lastSeen: (who, place, time) => `${who}, was last seen at ${place} on ${time} (Guyana time).`,
  seenNear: (place, time) => `Verified sighting: seen near ${place} on ${time} (Guyana time).`,
  wearing: "Wearing",
  instruction: (name, phone, page) =>
    `If you see ${name}, call ${phone} at once, note the time and place, and stay ` +
    `nearby if it is safe. Report a sighting at ${page}.`,
  noAction: (phone) => `No action is needed. For any emergency call ${phone}.`,
  contact: (brand, phone, whatsApp) => `${brand}: emergency ${phone}; WhatsApp ${whatsApp}`,
  photoOf: (name) => `Photo of ${name}`,
  time: guyanaTimeText,
};

const SPANISH: CapWords = {
  tag: "es-419",
  event: (age) => (age < 18 ? "Menor desaparecido" : "Persona desaparecida"),
  missing: (who, place) => `DESAPARECIDA: ${who}, vista por última vez en ${place}`,
  sighting: (who, place) => `AVISTAMIENTO: ${who}, vista cerca de ${place}`,
  found: (who) => `ENCONTRADA: ${who}`,
  closed: (who) => `CERRADA: la alerta de ${who}`,
  withdrawnHeadline: "RETIRADA: esta alerta de persona desaparecida ya no está vigente",
  test: "PRUEBA",
  withdrawn: (brand) =>
    `${brand} ha retirado esta alerta. Por favor, no la tenga en cuenta y deje de compartirla.`,
  foundText: (who) => `${who}: ha sido encontrada. `,
  closedText: (who) => `La alerta de ${who} está cerrada: `,
  noLongerLooking: (brand) =>
    `${brand} ya no pide al público que busque a esta persona. Gracias por buscar y compartir.`,
  lastSeen: (who, place, time) => `${who}: vista por última vez en ${place} el ${time} (hora de Guyana).`,
  seenNear: (place, time) => `Avistamiento verificado: vista cerca de ${place} el ${time} (hora de Guyana).`,
  wearing: "Ropa",
  instruction: (name, phone, page) =>
    `Si ve a ${name}, llame enseguida al ${phone}, anote la hora y el lugar, y quédese cerca ` +
    `si es seguro. Informe de un avistamiento en ${page}.`,
  noAction: (phone) => `No hace falta hacer nada. Para cualquier emergencia, llame al ${phone}.`,
  contact: (brand, phone, whatsApp) => `${brand}: emergencias ${phone}; WhatsApp ${whatsApp}`,
  photoOf: (name) => `Foto de ${name}`,
  time: timeIn("es"),
};

const PORTUGUESE: CapWords = {
  tag: "pt-BR",
  event: (age) => (age < 18 ? "Criança desaparecida" : "Pessoa desaparecida"),
  missing: (who, place) => `DESAPARECIDA: ${who}, vista pela última vez em ${place}`,
  sighting: (who, place) => `AVISTAMENTO: ${who}, vista perto de ${place}`,
  found: (who) => `ENCONTRADA: ${who}`,
  closed: (who) => `ENCERRADO: o alerta de ${who}`,
  withdrawnHeadline: "RETIRADO: este alerta de pessoa desaparecida não está mais em vigor",
  test: "TESTE",
  withdrawn: (brand) => `${brand} retirou este alerta. Por favor, desconsidere-o e pare de compartilhá-lo.`,
  foundText: (who) => `${who}: foi encontrada. `,
  closedText: (who) => `O alerta de ${who} foi encerrado: `,
  noLongerLooking: (brand) =>
    `${brand} não pede mais ao público que procure esta pessoa. Obrigado por procurar e compartilhar.`,
  lastSeen: (who, place, time) => `${who}: vista pela última vez em ${place} em ${time} (hora da Guiana).`,
  seenNear: (place, time) => `Avistamento verificado: vista perto de ${place} em ${time} (hora da Guiana).`,
  wearing: "Roupa",
  instruction: (name, phone, page) =>
    `Se você vir ${name}, ligue imediatamente para ${phone}, anote a hora e o lugar e fique por perto ` +
    `se for seguro. Informe um avistamento em ${page}.`,
  noAction: (phone) => `Nenhuma ação é necessária. Em qualquer emergência, ligue para ${phone}.`,
  contact: (brand, phone, whatsApp) => `${brand}: emergência ${phone}; WhatsApp ${whatsApp}`,
  photoOf: (name) => `Foto de ${name}`,
  time: timeIn("pt-BR"),
};

/** English first: readers that show one block take the first. */
export const CAP_LANGUAGES: readonly CapWords[] = [CAP_ENGLISH, SPANISH, PORTUGUESE];
