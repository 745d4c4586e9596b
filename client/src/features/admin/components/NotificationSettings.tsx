import {
  AGE_THRESHOLD_OPTIONS,
  ALERT_RADIUS_MAX,
  ALERT_RADIUS_MIN,
  HIGH_PRIORITY_RADIUS_MAX,
  HIGH_PRIORITY_RADIUS_MIN,
} from "@shared/constants";
import {
  EMAIL_PLACEHOLDERS,
  PUSH_PLACEHOLDERS,
  SMS_PLACEHOLDERS,
  type TemplatePlaceholder,
  WHATSAPP_PLACEHOLDERS,
} from "@shared/notifications";
import type { NotificationSettings as Settings } from "@shared/settings";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Label, Textarea } from "@/components/ui/form-controls";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useSaveSettings } from "../api/save-settings";
import { CaseEndingSettings } from "./CaseEndingSettings";
import { TranslatedTemplates } from "./TranslatedTemplates";

type Draft = Omit<Settings, "defaultRadius" | "highPriorityRadius" | "highPriorityKeywords"> & {
  defaultRadius: string;
  highPriorityRadius: string;
  highPriorityKeywords: string;
};

const toDraft = (s: Settings): Draft => ({
  ...s,
  defaultRadius: String(s.defaultRadius),
  highPriorityRadius: String(s.highPriorityRadius),
  highPriorityKeywords: s.highPriorityKeywords.join("\n"),
});

/** What [Share] becomes: the family or the police may have asked that an alert not be spread. */
export const SHARE_HINT =
  "[Share] asks people to share an alert shared widely, and not to forward or post one for its recipients only.";

function Placeholders({ list }: { list: TemplatePlaceholder[] }) {
  return (
    <>
      <p className="text-xs text-gray-600">Placeholders: {list.map((p) => `[${p}]`).join(", ")}</p>
      {list.includes("Share") ? <p className="text-xs text-gray-600">{SHARE_HINT}</p> : null}
    </>
  );
}

function TemplateCard({
  title,
  id,
  enabled,
  onEnabled,
  children,
}: {
  title: string;
  id: string;
  enabled: boolean;
  onEnabled: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
        <div className="flex items-center gap-2">
          <Switch id={`${id}-enabled`} checked={enabled} onCheckedChange={onEnabled} />
          <Label htmlFor={`${id}-enabled`}>Enabled</Label>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** Notification Templates and Geofencing & Alerts, saved on the server (PUT /api/admin/settings). */
export function NotificationSettingsForm({
  settings,
  section,
}: {
  settings: Settings;
  section: "templates" | "geo";
}) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSettings();
  useEffect(() => setDraft(toDraft(settings)), [settings]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const notifications =
      section === "templates"
        ? {
            sendSMS: draft.sendSMS,
            sendWhatsApp: draft.sendWhatsApp,
            sendEmail: draft.sendEmail,
            sendPush: draft.sendPush,
            smsTemplate: draft.smsTemplate,
            whatsAppTemplate: draft.whatsAppTemplate,
            emailSubject: draft.emailSubject,
            emailTemplate: draft.emailTemplate,
            pushTitleTemplate: draft.pushTitleTemplate,
            pushBodyTemplate: draft.pushBodyTemplate,
            announceFound: draft.announceFound,
            appealEndedTemplate: draft.appealEndedTemplate,
            appealEndedEmailSubject: draft.appealEndedEmailSubject,
            followUpTemplate: draft.followUpTemplate,
            followUpEmailSubject: draft.followUpEmailSubject,
            translations: draft.translations,
          }
        : {
            defaultRadius: Number(draft.defaultRadius),
            highPriorityRadius: Number(draft.highPriorityRadius),
            highPriorityAgeThreshold: draft.highPriorityAgeThreshold,
            highPriorityKeywords: draft.highPriorityKeywords.split("\n"),
          };
    save.mutate(
      { notifications },
      {
        onSuccess: () =>
          toast({ title: "Settings saved", description: "Your changes have been saved successfully." }),
        onError: (err) => {
          setError(errorDescription(err));
          toast({
            title: "Error saving settings",
            description: "There was a problem saving your changes.",
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {section === "templates" ? (
        <>
          <TemplateCard title="SMS" id="sms" enabled={draft.sendSMS} onEnabled={(v) => set("sendSMS", v)}>
            <Field id="sms-template" label="SMS Template">
              <Textarea
                id="sms-template"
                rows={3}
                value={draft.smsTemplate}
                disabled={!draft.sendSMS}
                onChange={(e) => set("smsTemplate", e.target.value)}
              />
            </Field>
            <Placeholders list={SMS_PLACEHOLDERS} />
          </TemplateCard>
          <TemplateCard
            title="WhatsApp"
            id="whatsapp"
            enabled={draft.sendWhatsApp}
            onEnabled={(v) => set("sendWhatsApp", v)}
          >
            <Field id="whatsapp-template" label="WhatsApp Template">
              <Textarea
                id="whatsapp-template"
                rows={6}
                value={draft.whatsAppTemplate}
                disabled={!draft.sendWhatsApp}
                onChange={(e) => set("whatsAppTemplate", e.target.value)}
              />
            </Field>
            <Placeholders list={WHATSAPP_PLACEHOLDERS} />
          </TemplateCard>
          <TemplateCard
            title="Email"
            id="email"
            enabled={draft.sendEmail}
            onEnabled={(v) => set("sendEmail", v)}
          >
            <Field id="email-subject" label="Email Subject">
              <Input
                id="email-subject"
                value={draft.emailSubject}
                disabled={!draft.sendEmail}
                onChange={(e) => set("emailSubject", e.target.value)}
              />
            </Field>
            <Field id="email-template" label="Email Template (HTML)">
              <Textarea
                id="email-template"
                rows={8}
                className="font-mono"
                value={draft.emailTemplate}
                disabled={!draft.sendEmail}
                onChange={(e) => set("emailTemplate", e.target.value)}
              />
            </Field>
            <Placeholders list={EMAIL_PLACEHOLDERS} />
          </TemplateCard>
          <TemplateCard title="Push" id="push" enabled={draft.sendPush} onEnabled={(v) => set("sendPush", v)}>
            <Field id="push-title" label="Push Notification Title">
              <Input
                id="push-title"
                value={draft.pushTitleTemplate}
                disabled={!draft.sendPush}
                onChange={(e) => set("pushTitleTemplate", e.target.value)}
              />
            </Field>
            <Field id="push-body" label="Push Notification Text">
              <Textarea
                id="push-body"
                rows={3}
                value={draft.pushBodyTemplate}
                disabled={!draft.sendPush}
                onChange={(e) => set("pushBodyTemplate", e.target.value)}
              />
            </Field>
            <Placeholders list={PUSH_PLACEHOLDERS} />
            <p className="text-xs text-gray-600">
              The notification shows the photo and opens the alert page when tapped.
            </p>
          </TemplateCard>
          <CaseEndingSettings
            value={draft}
            onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
          />
          <TranslatedTemplates
            translations={draft.translations}
            onChange={(translations) => set("translations", translations)}
          />
        </>
      ) : (
        <Card className="space-y-4 p-4">
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              id="default-radius"
              label="Default Alert Radius (miles)"
              hint={`${ALERT_RADIUS_MIN} to ${ALERT_RADIUS_MAX} miles`}
            >
              <Input
                id="default-radius"
                type="number"
                min={ALERT_RADIUS_MIN}
                max={ALERT_RADIUS_MAX}
                value={draft.defaultRadius}
                aria-describedby="default-radius-hint"
                onChange={(e) => set("defaultRadius", e.target.value)}
              />
            </Field>
            <Field
              id="high-priority-radius"
              label="High-Priority Radius (miles)"
              hint={`${HIGH_PRIORITY_RADIUS_MIN} to ${HIGH_PRIORITY_RADIUS_MAX} miles`}
            >
              <Input
                id="high-priority-radius"
                type="number"
                min={HIGH_PRIORITY_RADIUS_MIN}
                max={HIGH_PRIORITY_RADIUS_MAX}
                value={draft.highPriorityRadius}
                aria-describedby="high-priority-radius-hint"
                onChange={(e) => set("highPriorityRadius", e.target.value)}
              />
            </Field>
          </div>
          <Field id="age-threshold" label="High-Priority Age Threshold">
            <select
              id="age-threshold"
              value={draft.highPriorityAgeThreshold}
              onChange={(e) =>
                set("highPriorityAgeThreshold", e.target.value as Draft["highPriorityAgeThreshold"])
              }
              className="h-10 rounded-md border border-gray-300 bg-white px-2 text-sm"
            >
              {AGE_THRESHOLD_OPTIONS.map((o) => (
                <option key={o} value={o}>
                  {o === "none" ? "None" : `${o} years and under`}
                </option>
              ))}
            </select>
          </Field>
          <Field id="keywords" label="High-Priority Location Keywords" hint="One keyword per line">
            <Textarea
              id="keywords"
              rows={6}
              value={draft.highPriorityKeywords}
              aria-describedby="keywords-hint"
              onChange={(e) => set("highPriorityKeywords", e.target.value)}
            />
          </Field>
        </Card>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}
