import { subscribe } from "@shared/i18n/subscribe.en";
import type { QuietHoursFormValue } from "@shared/subscriber-places.schema";
import { QUIET_HOURS_DEFAULT, QUIET_TIME_PATTERN } from "@shared/subscribers";
import { Field, fieldAria, Input, Label } from "@/components/ui/form-controls";
import { Switch } from "@/components/ui/switch";
import { useT } from "@/i18n/i18n";

export interface QuietHoursFieldProps {
  /** Prefix of the controls' ids. */
  id: string;
  value: QuietHoursFormValue;
  onChange: (value: QuietHoursFormValue) => void;
  errors?: { start?: string; end?: string };
  disabled?: boolean;
}

/**
 * Quiet hours: a switch, and while it is on the two times (Guyana time) between which Concern and
 * Local alerts wait. Switched on, it shows the usual night (22:00 to 06:00) unless the person
 * already chose other times.
 */
export function QuietHoursField({ id, value, onChange, errors, disabled }: QuietHoursFieldProps) {
  const t = useT(subscribe);
  const switchId = `${id}-switch`;
  const hintId = `${id}-hint`;
  const turn = (on: boolean) => {
    if (!on) return onChange({ ...value, on: false });
    const usable = QUIET_TIME_PATTERN.test(value.start) && QUIET_TIME_PATTERN.test(value.end);
    onChange(usable ? { ...value, on: true } : { on: true, ...QUIET_HOURS_DEFAULT });
  };
  return (
    <div className="space-y-3" data-testid={id}>
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={value.on}
          onCheckedChange={turn}
          disabled={disabled}
          aria-describedby={hintId}
        />
        <Label htmlFor={switchId}>{t("quiet.title")}</Label>
      </div>
      <p id={hintId} className="text-xs text-gray-600">
        {t("quiet.hint")}
      </p>
      {value.on && (
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-start`} label={t("quiet.from")} error={errors?.start}>
            <Input
              {...fieldAria(`${id}-start`, errors?.start)}
              type="time"
              value={value.start}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, start: e.target.value })}
            />
          </Field>
          <Field id={`${id}-end`} label={t("quiet.until")} error={errors?.end}>
            <Input
              {...fieldAria(`${id}-end`, errors?.end)}
              type="time"
              value={value.end}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, end: e.target.value })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
