import {
  GROWTH_STEPS_MAX,
  LEVEL_NAME_MAX,
  type LevelSettings,
  LOCAL_CEILING_KM_MAX,
  LOCAL_CEILING_KM_MIN,
  START_RADIUS_KM_MAX,
  START_RADIUS_KM_MIN,
} from "@shared/level-settings";
import { ALERT_LEVELS, type AlertLevel, AREA_PROFILES, type AreaProfile } from "@shared/levels";
import type { NotificationSettings } from "@shared/settings";
import { type FormEvent, useEffect, useState } from "react";
import { LevelBadge } from "@/components/levels/LevelBadge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useSaveSettings } from "../api/save-settings";

const LEVEL_LEGENDS: Record<AlertLevel, string> = {
  red: "Life in danger (red)",
  concern: "The usual level (concern)",
  local: "Wandered off or left (local)",
};

const PROFILE_LABELS: Record<AreaProfile, string> = {
  youngChildFoot: "Young child on foot",
  foot: "On foot",
  vehicle: "In a vehicle",
};

type LevelDraft = { name: string; colour: string; startRadiusKm: Record<AreaProfile, string> };
type Draft = {
  levels: Record<AlertLevel, LevelDraft>;
  growth: string;
  localGrowth: string;
  localCeilingKm: string;
};

const toDraft = (
  s: Pick<NotificationSettings, "levels" | "areaGrowthMinutes" | "localGrowthMinutes" | "localCeilingKm">,
): Draft => ({
  levels: Object.fromEntries(
    ALERT_LEVELS.map((level) => {
      const l = s.levels[level];
      const radii = Object.fromEntries(AREA_PROFILES.map((p) => [p, String(l.startRadiusKm[p])]));
      return [level, { name: l.name, colour: l.colour, startRadiusKm: radii }];
    }),
  ) as Draft["levels"],
  growth: s.areaGrowthMinutes.join(", "),
  localGrowth: s.localGrowthMinutes.join(", "),
  localCeilingKm: String(s.localCeilingKm),
});

/** The typed minutes as numbers ("30, 60 120" too); what is not a number goes to the server as is, to be refused there. */
const minutesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((v) => (Number.isFinite(Number(v)) ? Number(v) : v)) as number[];

/**
 * Alert levels: each level's name, colour and starting radius per profile, the growth schedules
 * (Red and Concern's, Local's own) and Local's ceiling (Red and Concern grow up to the radii of Geofencing & Alerts).
 */
export function LevelSettingsForm({ settings }: { settings: NotificationSettings }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSettings();
  useEffect(() => setDraft(toDraft(settings)), [settings]);
  const setLevel = (level: AlertLevel, change: Partial<LevelDraft>) =>
    setDraft((d) => ({ ...d, levels: { ...d.levels, [level]: { ...d.levels[level], ...change } } }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const levels = Object.fromEntries(
      ALERT_LEVELS.map((level) => {
        const l = draft.levels[level];
        const radii = Object.fromEntries(AREA_PROFILES.map((p) => [p, Number(l.startRadiusKm[p])]));
        return [level, { name: l.name, colour: l.colour, startRadiusKm: radii }];
      }),
    ) as LevelSettings;
    save.mutate(
      {
        notifications: {
          levels,
          areaGrowthMinutes: minutesOf(draft.growth),
          localGrowthMinutes: minutesOf(draft.localGrowth),
          localCeilingKm: Number(draft.localCeilingKm),
        },
      },
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
      {ALERT_LEVELS.map((level) => {
        const l = draft.levels[level];
        const id = `level-${level}`;
        return (
          <Card key={level} className="p-4">
            <fieldset className="space-y-3">
              <legend className="flex items-center gap-2 text-lg font-semibold text-gray-900">
                {LEVEL_LEGENDS[level]}
                <LevelBadge style={{ name: l.name || "—", colour: l.colour }} />
              </legend>
              <div className="grid gap-4 md:grid-cols-[1fr_10rem]">
                <Field id={`${id}-name`} label="Name">
                  <Input
                    id={`${id}-name`}
                    value={l.name}
                    maxLength={LEVEL_NAME_MAX}
                    onChange={(e) => setLevel(level, { name: e.target.value })}
                  />
                </Field>
                <Field id={`${id}-colour`} label="Colour">
                  <Input
                    id={`${id}-colour`}
                    type="color"
                    className="p-1"
                    value={l.colour}
                    onChange={(e) => setLevel(level, { colour: e.target.value })}
                  />
                </Field>
              </div>
              <p className="text-sm font-medium text-gray-800">Starting radius (km)</p>
              <div className="grid gap-4 sm:grid-cols-3">
                {AREA_PROFILES.map((profile) => (
                  <Field key={profile} id={`${id}-${profile}`} label={PROFILE_LABELS[profile]}>
                    <Input
                      id={`${id}-${profile}`}
                      type="number"
                      inputMode="decimal"
                      step="0.1"
                      min={START_RADIUS_KM_MIN}
                      max={START_RADIUS_KM_MAX}
                      value={l.startRadiusKm[profile]}
                      onChange={(e) =>
                        setLevel(level, { startRadiusKm: { ...l.startRadiusKm, [profile]: e.target.value } })
                      }
                    />
                  </Field>
                ))}
              </div>
            </fieldset>
          </Card>
        );
      })}
      <Card className="grid gap-4 p-4 md:grid-cols-2">
        <Field
          id="area-growth"
          label="Red and Concern areas double at (minutes after last seen)"
          hint={`Increasing minutes, separated by commas; at most ${GROWTH_STEPS_MAX}. Empty: it never grows.`}
        >
          <Input
            id="area-growth"
            value={draft.growth}
            aria-describedby="area-growth-hint"
            onChange={(e) => setDraft((d) => ({ ...d, growth: e.target.value }))}
          />
        </Field>
        <Field
          id="local-growth"
          label="Local areas double at (minutes after last seen)"
          hint="Slower than the others: a person who wandered off is looked for near home first."
        >
          <Input
            id="local-growth"
            value={draft.localGrowth}
            aria-describedby="local-growth-hint"
            onChange={(e) => setDraft((d) => ({ ...d, localGrowth: e.target.value }))}
          />
        </Field>
        <Field
          id="local-ceiling"
          label="Widest local area (km)"
          hint={`${LOCAL_CEILING_KM_MIN} to ${LOCAL_CEILING_KM_MAX} km. The other levels grow up to the radii under Geofencing & Alerts.`}
        >
          <Input
            id="local-ceiling"
            type="number"
            min={LOCAL_CEILING_KM_MIN}
            max={LOCAL_CEILING_KM_MAX}
            value={draft.localCeilingKm}
            aria-describedby="local-ceiling-hint"
            onChange={(e) => setDraft((d) => ({ ...d, localCeilingKm: e.target.value }))}
          />
        </Field>
      </Card>
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
