import type { Language } from "@shared/languages";

// Every fixed text of the alert's text page (/alert/{id}/text), in each language of the public
// pages. The page is rendered here, without the client's bundle, so its words live beside it.
// The English texts are the alert page's and the sighting form's own.

export interface TextPageWords {
  /** BCP 47 locale whose calendar words the page's dates use. */
  locale: string;
  /** "{stem} ALERT: MISSING PERSON", as the alert page's red header. */
  header: (stem: string) => string;
  active: string;
  resolved: string;
  /** The document title of an open alert. */
  missingTitle: (name: string, age: number) => string;
  age: string;
  years: (age: number) => string;
  lastSeen: string;
  guyanaTime: string;
  location: string;
  description: string;
  clothing: string;
  circumstances: string;
  medical: string;
  needsMedication: string;
  level: string;
  showPhoto: string;
  photoOf: (name: string) => string;
  callFirst: string;
  callAfter: string;
  doNotForward: string;
  found: string;
  closed: string;
  appealEnded: string;
  thanksForHelp: string;
  privacy: string;
  created: string;
  foundOn: string;
  closedOn: string;
  notFound: string;
  notFoundText: string;
  activeAlerts: string;
  reportSighting: string;
  confidential: string;
  sightingLocation: string;
  sightingLocationHint: string;
  sightingTime: string;
  sightingTimeHint: string;
  sightingDescription: string;
  sightingDescriptionHint: string;
  yourName: string;
  contact: string;
  contactHint: string;
  required: string;
  optional: string;
  submit: string;
  sent: string;
  fixFields: string;
  locationTooShort: string;
  descriptionTooShort: string;
  tooLong: (max: number) => string;
  timeInvalid: string;
  timeInFuture: string;
  brokenText: string;
  tooManyReports: string;
  notSent: string;
  fullPage: string;
  languages: string;
  emergency: string;
}

const en: TextPageWords = {
  locale: "en-US",
  header: (stem) => `${stem} ALERT: MISSING PERSON`,
  active: "ACTIVE",
  resolved: "RESOLVED",
  missingTitle: (name, age) => `MISSING: ${name}, ${age}`,
  age: "Age",
  years: (age) => `${age} years`,
  lastSeen: "Last Seen",
  guyanaTime: "Guyana time",
  location: "Location",
  description: "Physical Description",
  clothing: "Clothing When Last Seen",
  circumstances: "Circumstances",
  medical: "Medical",
  needsMedication: "Needs medication: if you find them, call at once.",
  level: "Alert level",
  showPhoto: "Show photo",
  photoOf: (name) => `Photo of ${name}`,
  callFirst: "Seen this person? Call",
  callAfter: "now.",
  doNotForward: "Please do not forward or share this alert.",
  found: "Found - thank you for sharing",
  closed: "This alert is closed - thank you for sharing",
  appealEnded: "This appeal has ended.",
  thanksForHelp: "Thank you for your help.",
  privacy: "To protect their privacy, the details of this alert are no longer shown.",
  created: "Alert Created",
  foundOn: "Found",
  closedOn: "Closed",
  notFound: "Alert Not Found",
  notFoundText: "This alert does not exist, or it is not public.",
  activeAlerts: "Active Alerts",
  reportSighting: "Report a Sighting",
  confidential: "Your information could help save a life. All reports are confidential.",
  sightingLocation: "Sighting Location",
  sightingLocationHint: "Where did you see the person?",
  sightingTime: "Date and Time of Sighting",
  sightingTimeHint: "Guyana time. Leave it empty if it was just now.",
  sightingDescription: "Description of Sighting",
  sightingDescriptionHint: "What did you see? Who was the person with, which way were they going?",
  yourName: "Your Name",
  contact: "Contact Information",
  contactHint: "Phone or e-mail. Only the moderators see it.",
  required: "required",
  optional: "optional",
  submit: "Submit Sighting Report",
  sent: "Thank you — your sighting was sent to our moderators.",
  fixFields: "Your sighting was not sent yet. Please check the fields marked below.",
  locationTooShort: "Location must be at least 5 characters",
  descriptionTooShort: "Please provide more details about the sighting",
  tooLong: (max) => `Please use at most ${max} characters`,
  timeInvalid: "Please enter a valid date and time",
  timeInFuture: "The time of the sighting cannot be in the future",
  brokenText: "This contains characters that cannot be sent. Please type it again.",
  tooManyReports: "Too many reports from this connection. Please wait a few minutes and try again.",
  notSent: "Your sighting could not be sent. Please try again, or call the number above.",
  fullPage: "Full page (uses more data)",
  languages: "Language",
  emergency: "Emergency",
};

const es: TextPageWords = {
  locale: "es-419",
  header: (stem) => `ALERTA ${stem}: PERSONA DESAPARECIDA`,
  active: "ACTIVA",
  resolved: "RESUELTA",
  missingTitle: (name, age) => `DESAPARECIDO/A: ${name}, ${age}`,
  age: "Edad",
  years: (age) => `${age} años`,
  lastSeen: "Visto por última vez",
  guyanaTime: "hora de Guyana",
  location: "Lugar",
  description: "Descripción física",
  clothing: "Ropa que llevaba",
  circumstances: "Circunstancias",
  medical: "Salud",
  needsMedication: "Necesita medicamentos: si encuentra a esta persona, llame de inmediato.",
  level: "Nivel de alerta",
  showPhoto: "Ver foto",
  photoOf: (name) => `Foto de ${name}`,
  callFirst: "¿Vio a esta persona? Llame ya al",
  callAfter: "",
  doNotForward: "Por favor, no reenvíe ni comparta esta alerta.",
  found: "Encontrado/a: gracias por compartir",
  closed: "Esta alerta está cerrada: gracias por compartir",
  appealEnded: "Este llamado ha terminado.",
  thanksForHelp: "Gracias por su ayuda.",
  privacy: "Para proteger su privacidad, los detalles de esta alerta ya no se muestran.",
  created: "Alerta creada",
  foundOn: "Encontrado/a",
  closedOn: "Cerrada",
  notFound: "Alerta no encontrada",
  notFoundText: "Esta alerta no existe o no es pública.",
  activeAlerts: "Alertas activas",
  reportSighting: "Reportar un avistamiento",
  confidential: "Su información podría salvar una vida. Todos los reportes son confidenciales.",
  sightingLocation: "Lugar del avistamiento",
  sightingLocationHint: "¿Dónde vio a la persona?",
  sightingTime: "Fecha y hora del avistamiento",
  sightingTimeHint: "Hora de Guyana. Déjelo vacío si fue hace un momento.",
  sightingDescription: "Descripción del avistamiento",
  sightingDescriptionHint: "¿Qué vio? ¿Con quién estaba la persona y hacia dónde iba?",
  yourName: "Su nombre",
  contact: "Datos de contacto",
  contactHint: "Teléfono o correo electrónico. Solo lo ven los moderadores.",
  required: "obligatorio",
  optional: "opcional",
  submit: "Enviar reporte de avistamiento",
  sent: "Gracias: su avistamiento fue enviado a nuestros moderadores.",
  fixFields: "Su avistamiento aún no se envió. Revise los campos marcados abajo.",
  locationTooShort: "El lugar debe tener al menos 5 caracteres",
  descriptionTooShort: "Por favor, dé más detalles sobre el avistamiento",
  tooLong: (max) => `Use como máximo ${max} caracteres`,
  timeInvalid: "Ingrese una fecha y hora válidas",
  timeInFuture: "La hora del avistamiento no puede estar en el futuro",
  brokenText: "Contiene caracteres que no se pueden enviar. Escríbalo de nuevo.",
  tooManyReports: "Demasiados reportes desde esta conexión. Espere unos minutos e inténtelo de nuevo.",
  notSent: "No se pudo enviar su avistamiento. Inténtelo de nuevo o llame al número de arriba.",
  fullPage: "Página completa (usa más datos)",
  languages: "Idioma",
  emergency: "Emergencias",
};

const pt: TextPageWords = {
  locale: "pt-BR",
  header: (stem) => `ALERTA ${stem}: PESSOA DESAPARECIDA`,
  active: "ATIVO",
  resolved: "RESOLVIDO",
  missingTitle: (name, age) => `DESAPARECIDO/A: ${name}, ${age}`,
  age: "Idade",
  years: (age) => `${age} anos`,
  lastSeen: "Visto pela última vez",
  guyanaTime: "horário da Guiana",
  location: "Local",
  description: "Descrição física",
  clothing: "Roupa que usava",
  circumstances: "Circunstâncias",
  medical: "Saúde",
  needsMedication: "Precisa de remédios: se encontrar esta pessoa, ligue imediatamente.",
  level: "Nível de alerta",
  showPhoto: "Ver foto",
  photoOf: (name) => `Foto de ${name}`,
  callFirst: "Viu esta pessoa? Ligue agora para",
  callAfter: "",
  doNotForward: "Por favor, não encaminhe nem compartilhe este alerta.",
  found: "Encontrado/a: obrigado por compartilhar",
  closed: "Este alerta foi encerrado: obrigado por compartilhar",
  appealEnded: "Este apelo foi encerrado.",
  thanksForHelp: "Obrigado pela sua ajuda.",
  privacy: "Para proteger a privacidade da pessoa, os detalhes deste alerta não são mais exibidos.",
  created: "Alerta criado",
  foundOn: "Encontrado/a",
  closedOn: "Encerrado",
  notFound: "Alerta não encontrado",
  notFoundText: "Este alerta não existe ou não é público.",
  activeAlerts: "Alertas ativos",
  reportSighting: "Informar um avistamento",
  confidential: "Sua informação pode salvar uma vida. Todas as informações são confidenciais.",
  sightingLocation: "Local do avistamento",
  sightingLocationHint: "Onde você viu a pessoa?",
  sightingTime: "Data e hora do avistamento",
  sightingTimeHint: "Horário da Guiana. Deixe em branco se foi agora há pouco.",
  sightingDescription: "Descrição do avistamento",
  sightingDescriptionHint: "O que você viu? Com quem a pessoa estava, para onde ia?",
  yourName: "Seu nome",
  contact: "Contato",
  contactHint: "Telefone ou e-mail. Só os moderadores veem.",
  required: "obrigatório",
  optional: "opcional",
  submit: "Enviar avistamento",
  sent: "Obrigado: seu avistamento foi enviado aos nossos moderadores.",
  fixFields: "Seu avistamento ainda não foi enviado. Confira os campos marcados abaixo.",
  locationTooShort: "O local deve ter pelo menos 5 caracteres",
  descriptionTooShort: "Por favor, dê mais detalhes sobre o avistamento",
  tooLong: (max) => `Use no máximo ${max} caracteres`,
  timeInvalid: "Informe uma data e hora válidas",
  timeInFuture: "A hora do avistamento não pode estar no futuro",
  brokenText: "Contém caracteres que não podem ser enviados. Digite de novo.",
  tooManyReports: "Muitas informações enviadas desta conexão. Aguarde alguns minutos e tente de novo.",
  notSent: "Não foi possível enviar seu avistamento. Tente de novo ou ligue para o número acima.",
  fullPage: "Página completa (usa mais dados)",
  languages: "Idioma",
  emergency: "Emergência",
};

export const TEXT_PAGE_WORDS: Record<Language, TextPageWords> = { en, es, pt };
