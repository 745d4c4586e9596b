import type { Language } from "@shared/languages";

// The alert screen's fixed texts in the screen's language (the admin chose it for the partner's
// customers). Names, places and descriptions are shown as they were written.

export interface ScreenTexts {
  missing: string;
  age: (age: number) => string;
  lastSeen: string;
  callIfSeen: (phone: string) => string;
  emergency: (phone: string) => string;
  scanForDetails: string;
  photoOf: (name: string) => string;
  noPhoto: string;
  qrCodeFor: (name: string) => string;
  position: (current: number, total: number) => string;
  noAlerts: string;
  thankYou: string;
  /** The day is given only when the copy is from an earlier day. */
  offline: (time: string, day: string | null) => string;
  notInUse: string;
  askForNewLink: string;
  loading: string;
  unreachable: string;
  fullScreen: string;
}

const en: ScreenTexts = {
  missing: "Missing person",
  age: (age) => `Age ${age}`,
  lastSeen: "Last seen",
  callIfSeen: (phone) => `If you see this person, call ${phone}`,
  emergency: (phone) => `In an emergency, call ${phone}`,
  scanForDetails: "Scan for details and to report a sighting",
  photoOf: (name) => `Photo of ${name}`,
  noPhoto: "No photo",
  qrCodeFor: (name) => `QR code of the alert page for ${name}`,
  position: (current, total) => `${current} of ${total}`,
  noAlerts: "No active alerts in this area.",
  thankYou: "Thank you for keeping this screen on.",
  offline: (time, day) => `Offline — showing alerts as of ${day ? `${day}, ${time}` : time}`,
  notInUse: "This screen link is not in use.",
  askForNewLink: "Please ask the organisation that gave it to you for a new link.",
  loading: "Loading alerts…",
  unreachable: "Cannot reach the alert service. Trying again every minute.",
  fullScreen: "Full screen",
};

const es: ScreenTexts = {
  missing: "Persona desaparecida",
  age: (age) => `${age} años`,
  lastSeen: "Visto por última vez",
  callIfSeen: (phone) => `Si ve a esta persona, llame al ${phone}`,
  emergency: (phone) => `En caso de emergencia, llame al ${phone}`,
  scanForDetails: "Escanee para ver los detalles y avisar si la vio",
  photoOf: (name) => `Foto de ${name}`,
  noPhoto: "Sin foto",
  qrCodeFor: (name) => `Código QR de la página de la alerta de ${name}`,
  position: (current, total) => `${current} de ${total}`,
  noAlerts: "No hay alertas activas en esta zona.",
  thankYou: "Gracias por mantener esta pantalla encendida.",
  offline: (time, day) =>
    `Sin conexión: se muestran las alertas ${day ? `del ${day} a las ${time}` : `de las ${time}`}`,
  notInUse: "Este enlace de pantalla ya no está en uso.",
  askForNewLink: "Pida un enlace nuevo a la organización que se lo dio.",
  loading: "Cargando alertas…",
  unreachable: "No se puede conectar con el servicio de alertas. Se vuelve a intentar cada minuto.",
  fullScreen: "Pantalla completa",
};

const pt: ScreenTexts = {
  missing: "Pessoa desaparecida",
  age: (age) => `${age} anos`,
  lastSeen: "Visto pela última vez",
  callIfSeen: (phone) => `Se vir esta pessoa, ligue para ${phone}`,
  emergency: (phone) => `Em caso de emergência, ligue para ${phone}`,
  scanForDetails: "Escaneie para ver os detalhes e avisar se a viu",
  photoOf: (name) => `Foto de ${name}`,
  noPhoto: "Sem foto",
  qrCodeFor: (name) => `Código QR da página do alerta de ${name}`,
  position: (current, total) => `${current} de ${total}`,
  noAlerts: "Nenhum alerta ativo nesta área.",
  thankYou: "Obrigado por manter esta tela ligada.",
  offline: (time, day) =>
    `Sem conexão — mostrando os alertas ${day ? `de ${day}, às ${time}` : `das ${time}`}`,
  notInUse: "Este link de tela não está mais em uso.",
  askForNewLink: "Peça um novo link à organização que o forneceu.",
  loading: "Carregando alertas…",
  unreachable: "Não foi possível conectar ao serviço de alertas. Tentando de novo a cada minuto.",
  fullScreen: "Tela cheia",
};

export const SCREEN_TEXTS: Record<Language, ScreenTexts> = { en, es, pt };

/** The locale each language's dates and times are written in (Guyana's English, Latin American Spanish, Brazilian Portuguese). */
export const SCREEN_LOCALES: Record<Language, string> = { en: "en-GY", es: "es-419", pt: "pt-BR" };
