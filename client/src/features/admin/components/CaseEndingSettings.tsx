import { FOLLOW_UP_PLACEHOLDERS } from "@shared/notifications";
import type { NotificationSettings } from "@shared/settings";
import { Card } from "@/components/ui/card";
import { Field, Input, Label, Textarea } from "@/components/ui/form-controls";
import { Switch } from "@/components/ui/switch";

type CaseEndingFields = Pick<
  NotificationSettings,
  | "announceFound"
  | "appealEndedTemplate"
  | "appealEndedEmailSubject"
  | "followUpTemplate"
  | "followUpEmailSubject"
>;

/**
 * What happens when a case closes: by default its publicity ends at once and everyone the alert
 * reached is told only that the appeal ended; a family may want "FOUND" with the name instead.
 */
export function CaseEndingSettings({
  value,
  onChange,
}: {
  value: CaseEndingFields;
  onChange: <K extends keyof CaseEndingFields>(key: K, next: CaseEndingFields[K]) => void;
}) {
  return (
    <Card className="space-y-3 p-4">
      <h3 className="text-lg font-semibold text-gray-900">When a case closes</h3>
      <div className="flex items-start gap-2">
        <Switch
          id="announce-found"
          checked={value.announceFound}
          onCheckedChange={(v) => onChange("announceFound", v)}
          aria-describedby="announce-found-hint"
        />
        <div>
          <Label htmlFor="announce-found">Announce found people by name</Label>
          <p id="announce-found-hint" className="text-xs text-gray-600">
            Off: the alert page says only "This appeal has ended. Thank you for your help." and the photo,
            card and poster go at once. On: the page says FOUND with the name until the redaction delay.
          </p>
        </div>
      </div>
      <Field id="appeal-ended-template" label="Message that the appeal ended (SMS, WhatsApp, push, e-mail)">
        <Textarea
          id="appeal-ended-template"
          rows={3}
          value={value.appealEndedTemplate}
          onChange={(e) => onChange("appealEndedTemplate", e.target.value)}
        />
      </Field>
      <Field id="appeal-ended-subject" label="Its e-mail subject and push title">
        <Input
          id="appeal-ended-subject"
          value={value.appealEndedEmailSubject}
          onChange={(e) => onChange("appealEndedEmailSubject", e.target.value)}
        />
      </Field>
      <p className="text-xs text-gray-600">
        Placeholders: [Link], [Hotline]. It names nobody and no place, whatever the template says.
      </p>
      <Field id="follow-up-template" label="Follow-up when found people are announced">
        <Textarea
          id="follow-up-template"
          rows={3}
          value={value.followUpTemplate}
          disabled={!value.announceFound}
          onChange={(e) => onChange("followUpTemplate", e.target.value)}
        />
      </Field>
      <Field id="follow-up-subject" label="Its e-mail subject and push title">
        <Input
          id="follow-up-subject"
          value={value.followUpEmailSubject}
          disabled={!value.announceFound}
          onChange={(e) => onChange("followUpEmailSubject", e.target.value)}
        />
      </Field>
      <p className="text-xs text-gray-600">
        Placeholders: {FOLLOW_UP_PLACEHOLDERS.map((p) => `[${p}]`).join(", ")}. [Share] thanks people for
        looking, and for sharing only when the alert was shared widely.
      </p>
    </Card>
  );
}
