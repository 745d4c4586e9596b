import { LANGUAGE_NAMES } from "@shared/languages";
import {
  type TemplateTranslations,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  type TranslatedTemplateKey,
} from "@shared/template-translations";
import { Card } from "@/components/ui/card";
import { Field, Input, Textarea } from "@/components/ui/form-controls";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

// The message templates for subscribers who chose Spanish or Portuguese: one tab per language,
// the same fields and placeholders as the English templates above. Names, places and
// descriptions are filled in as written, whatever the language.

const FIELDS: ReadonlyArray<{ key: TranslatedTemplateKey; label: string; long?: boolean }> = [
  { key: "smsTemplate", label: "SMS", long: true },
  { key: "whatsAppTemplate", label: "WhatsApp", long: true },
  { key: "emailSubject", label: "E-mail subject" },
  { key: "emailTemplate", label: "E-mail (HTML)", long: true },
  { key: "pushTitleTemplate", label: "Push title" },
  { key: "pushBodyTemplate", label: "Push text", long: true },
  { key: "followUpTemplate", label: "Case closed follow-up", long: true },
  { key: "followUpEmailSubject", label: "Case closed e-mail subject" },
  { key: "appealEndedTemplate", label: "Appeal ended follow-up", long: true },
  { key: "appealEndedEmailSubject", label: "Appeal ended e-mail subject" },
];

export function TranslatedTemplates({
  translations,
  onChange,
}: {
  translations: TemplateTranslations;
  onChange: (next: TemplateTranslations) => void;
}) {
  const set = (language: TranslatedLanguage, key: TranslatedTemplateKey, value: string) =>
    onChange({ ...translations, [language]: { ...translations[language], [key]: value } });
  return (
    <Card className="space-y-3 p-4">
      <h3 className="text-lg font-semibold text-gray-900">Templates in other languages</h3>
      <p className="text-sm text-gray-700">
        Subscribers who chose Spanish or Portuguese get these, with the same placeholders as the English
        templates. Names, places and descriptions are sent as written.
      </p>
      <Tabs defaultValue="es">
        <TabsList aria-label="Language of the templates">
          {TRANSLATED_LANGUAGES.map((language) => (
            <TabsTrigger key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TRANSLATED_LANGUAGES.map((language) => (
          <TabsContent key={language} value={language} className="space-y-3" lang={language}>
            {FIELDS.map(({ key, label, long }) => {
              const id = `${language}-${key}`;
              const value = translations[language][key];
              return (
                <Field key={key} id={id} label={`${label} (${LANGUAGE_NAMES[language]})`}>
                  {long ? (
                    <Textarea
                      id={id}
                      rows={key === "emailTemplate" ? 8 : 4}
                      value={value}
                      onChange={(e) => set(language, key, e.target.value)}
                    />
                  ) : (
                    <Input id={id} value={value} onChange={(e) => set(language, key, e.target.value)} />
                  )}
                </Field>
              );
            })}
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}
