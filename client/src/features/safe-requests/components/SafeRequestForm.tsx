import { safe } from "@shared/i18n/safe.en";
import { SAFE_ALERT_MESSAGE, SAFE_CONTACT_MAX, SAFE_MESSAGE_MAX } from "@shared/safe-requests";
import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorWording, Field, FieldError, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { errorWording, useLanguage, useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { type AppealChoice, useAppeal, useAppealChoices, useFileSafeRequest } from "../api/safe-requests";

/** The text searched once typing pauses, so each key press is not a request. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** Finding the appeal: a name or the code printed on the alert, then one of the current appeals. */
function AppealChooser({ onChoose }: { onChoose: (appeal: AppealChoice) => void }) {
  const [text, setText] = useState("");
  const settled = useSettled(text);
  const choices = useAppealChoices(settled);
  const id = useId();
  const t = useT(safe);
  const describeError = useErrorDescription(safe.namespace);
  const searching = settled.trim().length >= 2;
  return (
    <div className="space-y-3">
      <Field id={`${id}-search`} label={t("chooser.label")} hint={t("chooser.hint")}>
        <Input
          {...fieldAria(`${id}-search`, undefined, true)}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
      </Field>
      {searching &&
        (choices.isPending ? (
          <p className="text-sm text-gray-700">{t("chooser.looking")}</p>
        ) : choices.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t("chooser.failed")} {describeError(choices.error)}
          </p>
        ) : choices.data.length === 0 ? (
          <p className="text-sm text-gray-700">{t("chooser.none")}</p>
        ) : (
          <ul className="space-y-2" aria-label={t("chooser.list")}>
            {choices.data.map((appeal) => (
              <li key={appeal.id}>
                <Button
                  variant="outline"
                  className="h-auto w-full justify-start py-2 text-left"
                  onClick={() => onChoose(appeal)}
                >
                  <span className="[overflow-wrap:anywhere]">
                    {t("chooser.choice", { name: appeal.name, age: appeal.age, place: appeal.lastLocation })}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/**
 * "I'm safe": ask for the appeal about you to end, without saying where you are. The alert is
 * chosen here (or comes from its page), the message and the contact are optional, and the
 * answer is the same whatever was chosen.
 */
export function SafeRequestForm({ alertId }: { alertId: number | null }) {
  const opened = useAppeal(alertId);
  const [chosen, setChosen] = useState<AppealChoice | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [message, setMessage] = useState("");
  const [contact, setContact] = useState("");
  const [missingAppeal, setMissingAppeal] = useState(false);
  const file = useFileSafeRequest();
  const id = useId();
  const t = useT(safe);
  const language = useLanguage();
  const wording = useMemo(() => errorWording(language, safe.namespace), [language]);
  const describeError = useErrorDescription(safe.namespace);
  const appeal = chosen ?? (choosing ? null : (opened.data ?? null));

  if (file.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 text-gray-900" data-testid="safe-request-received">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
        <span>{t("received")}</span>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!appeal) {
      setMissingAppeal(true);
      return;
    }
    file.mutate({ alertId: appeal.id, message: message.trim() || null, contact: contact.trim() || null });
  };

  return (
    <ErrorWording value={wording}>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label={t("formLabel")}>
        {appeal ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 bg-gray-50 p-3">
            <p className="text-gray-900 [overflow-wrap:anywhere]" data-testid="safe-appeal">
              {t("about")} <strong>{appeal.name}</strong>, {appeal.age}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setChosen(null);
                setChoosing(true);
              }}
            >
              {t("chooseAnother")}
            </Button>
          </div>
        ) : alertId !== null && opened.isPending ? (
          <p className="text-sm text-gray-700">{t("loading")}</p>
        ) : (
          <AppealChooser
            onChoose={(next) => {
              setChosen(next);
              setMissingAppeal(false);
            }}
          />
        )}
        {missingAppeal && !appeal && <FieldError message={`${SAFE_ALERT_MESSAGE}.`} />}
        <Field id={`${id}-message`} label={t("message")} hint={t("messageHint")}>
          <Textarea
            {...fieldAria(`${id}-message`, undefined, true)}
            rows={4}
            maxLength={SAFE_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            disabled={file.isPending}
          />
        </Field>
        <Field id={`${id}-contact`} label={t("contact")} hint={t("contactHint")}>
          <Input
            {...fieldAria(`${id}-contact`, undefined, true)}
            maxLength={SAFE_CONTACT_MAX}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            autoComplete="off"
            disabled={file.isPending}
          />
        </Field>
        {file.isError && (
          <p role="alert" className="text-sm text-red-700">
            {t("failed")} {describeError(file.error)}
          </p>
        )}
        <Button type="submit" disabled={file.isPending}>
          {file.isPending ? t("sending") : t("send")}
        </Button>
      </form>
    </ErrorWording>
  );
}
