import type { Language } from "./languages";

// The message templates in the subscribers' other languages. The English templates are the
// settings' own fields; each other language has its own copy of the same fields, with the same
// placeholders, and a subscriber gets the copy of their language. Names, places and
// descriptions are filled in as the family and the police wrote them.

export const TRANSLATED_TEMPLATE_KEYS = [
  "smsTemplate",
  "whatsAppTemplate",
  "emailSubject",
  "emailTemplate",
  "pushTitleTemplate",
  "pushBodyTemplate",
  "followUpTemplate",
  "followUpEmailSubject",
  "appealEndedTemplate",
  "appealEndedEmailSubject",
] as const;
export type TranslatedTemplateKey = (typeof TRANSLATED_TEMPLATE_KEYS)[number];
export type TranslatedTemplates = Record<TranslatedTemplateKey, string>;
/** The languages other than English that have their own templates. */
export type TranslatedLanguage = Exclude<Language, "en">;
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ["es", "pt"];
export type TemplateTranslations = Record<TranslatedLanguage, TranslatedTemplates>;

function spanish(brandName: string): TranslatedTemplates {
  return {
    smsTemplate: `${brandName} PERSONA DESAPARECIDA: [Name], [Age] años, vista por última vez en [Location], [Time]. Si sabe algo, llame al [Hotline]. [Link]`,
    whatsAppTemplate:
      `*${brandName}: PERSONA DESAPARECIDA*\n\n` +
      "*[Name]*, [Age] años\nVista por última vez en: [Location]\nCuándo: [Time]\n\n[Description]\n\n" +
      "Si ha visto a [Name], llame ya al [Hotline] o informe de un avistamiento: [Link]\n\n[Share]",
    emailSubject: "DESAPARECIDA: [Name], [Age] años, vista por última vez en [Location]",
    emailTemplate:
      '<h1 style="color:#b91c1c;font-size:22px">Persona desaparecida: [Name], [Age] años</h1>\n' +
      '<p><img src="[PhotoUrl]" alt="Foto de [Name]" width="300" style="max-width:100%"></p>\n' +
      "<p><strong>Vista por última vez:</strong> [Location], [Time]</p>\n" +
      "<p><strong>Descripción:</strong> [Description]</p>\n" +
      "<p>Si ha visto a [Name] o sabe dónde está, llame ya al <strong>[Hotline]</strong> " +
      'o informe de un avistamiento: <a href="[Link]">[Link]</a></p>\n' +
      "<p>[Share]</p>",
    pushTitleTemplate: "DESAPARECIDA: [Name], [Age] años",
    pushBodyTemplate:
      "Vista por última vez en [Location], [Time]. ¿La ha visto? Llame al [Hotline] o toque para informar.",
    followUpTemplate: `${brandName}: la alerta de persona desaparecida de [Name] está cerrada. [Share] [Link]`,
    followUpEmailSubject: "Cerrada: la alerta de [Name]",
    appealEndedTemplate: `${brandName}: esta búsqueda de persona desaparecida ha terminado. Gracias por su ayuda.`,
    appealEndedEmailSubject: `${brandName}: esta búsqueda ha terminado`,
  };
}

function portuguese(brandName: string): TranslatedTemplates {
  return {
    smsTemplate: `${brandName} PESSOA DESAPARECIDA: [Name], [Age] anos, vista pela última vez em [Location], [Time]. Se souber algo, ligue [Hotline]. [Link]`,
    whatsAppTemplate:
      `*${brandName}: PESSOA DESAPARECIDA*\n\n` +
      "*[Name]*, [Age] anos\nVista pela última vez em: [Location]\nQuando: [Time]\n\n[Description]\n\n" +
      "Se você viu [Name], ligue agora para [Hotline] ou informe um avistamento: [Link]\n\n[Share]",
    emailSubject: "DESAPARECIDA: [Name], [Age] anos, vista pela última vez em [Location]",
    emailTemplate:
      '<h1 style="color:#b91c1c;font-size:22px">Pessoa desaparecida: [Name], [Age] anos</h1>\n' +
      '<p><img src="[PhotoUrl]" alt="Foto de [Name]" width="300" style="max-width:100%"></p>\n' +
      "<p><strong>Vista pela última vez:</strong> [Location], [Time]</p>\n" +
      "<p><strong>Descrição:</strong> [Description]</p>\n" +
      "<p>Se você viu [Name] ou sabe onde está, ligue agora para <strong>[Hotline]</strong> " +
      'ou informe um avistamento: <a href="[Link]">[Link]</a></p>\n' +
      "<p>[Share]</p>",
    pushTitleTemplate: "DESAPARECIDA: [Name], [Age] anos",
    pushBodyTemplate:
      "Vista pela última vez em [Location], [Time]. Viu? Ligue para [Hotline] ou toque para informar.",
    followUpTemplate: `${brandName}: o alerta de pessoa desaparecida de [Name] foi encerrado. [Share] [Link]`,
    followUpEmailSubject: "Encerrado: o alerta de [Name]",
    appealEndedTemplate: `${brandName}: esta busca por pessoa desaparecida terminou. Obrigado pela sua ajuda.`,
    appealEndedEmailSubject: `${brandName}: esta busca terminou`,
  };
}

export function defaultTemplateTranslations(brandName: string): TemplateTranslations {
  return { es: spanish(brandName), pt: portuguese(brandName) };
}

/** The settings with the templates of `language` in place of the English ones. */
export function templatesInLanguage<S extends TranslatedTemplates & { translations: TemplateTranslations }>(
  settings: S,
  language: Language,
): S {
  if (language === "en") return settings;
  return { ...settings, ...settings.translations[language] };
}
