import {
  ALERT_LEVELS,
  type AlertLevel,
  DEFAULT_ALERT_LEVEL,
  type LevelSuggestion,
  TRAVEL_MODES,
  type TravelMode,
} from "@shared/levels";
import { useId } from "react";
import { cn } from "@/lib/utils";
import { DEFAULT_LEVEL_STYLES, type LevelStyles } from "./level-styles";

/** What each level means, beside the choice. */
export const LEVEL_DESCRIPTIONS: Record<AlertLevel, string> = {
  red: "Life may be in danger: the widest area, every channel, sound at any hour, photo everywhere.",
  concern: "The usual choice: a regional area, photo; push is silent during a subscriber's quiet hours.",
  local: "Wandered off or left on their own: a small area, no photo in messages or link previews.",
};

export const TRAVEL_MODE_LABELS: Record<TravelMode, string> = {
  foot: "On foot",
  vehicle: "In a vehicle",
};

/** What the moderator sends with a verification (and staff with a change of level). */
export interface LevelChoice {
  level: AlertLevel;
  travelMode: TravelMode;
}

/** The choice to start from: the alert's own, else the report's suggestion, else the default. */
export function initialLevelChoice(
  suggestion: Pick<LevelSuggestion, "level" | "travelMode"> | null | undefined,
  current?: { level: AlertLevel | null; travelMode: TravelMode | null },
): LevelChoice {
  return {
    level: current?.level ?? suggestion?.level ?? DEFAULT_ALERT_LEVEL,
    travelMode: current?.travelMode ?? suggestion?.travelMode ?? "foot",
  };
}

const optionClasses =
  "flex cursor-pointer items-start gap-2 rounded-md border border-gray-200 p-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700";

/**
 * The level and the travel mode, as two radio groups (native radios: arrow keys move the choice,
 * Tab leaves the group). The suggestion's reasons are read with the level group's name.
 */
export function LevelPicker({
  value,
  onChange,
  suggestion,
  styles = DEFAULT_LEVEL_STYLES,
  disabled = false,
  className,
}: {
  value: LevelChoice;
  onChange: (next: LevelChoice) => void;
  suggestion?: LevelSuggestion | null;
  styles?: LevelStyles;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const reasonsId = `${id}-reasons`;
  return (
    // Sized by its own width: three options side by side on a card, one under another in a dialog.
    <div className={cn("@container space-y-3", className)} data-testid="level-picker">
      <fieldset aria-describedby={suggestion ? reasonsId : undefined} disabled={disabled}>
        <legend className="mb-1 text-sm font-semibold text-gray-900">Alert level</legend>
        {suggestion && (
          <div id={reasonsId} className="mb-2 rounded-md bg-gray-50 p-2 text-sm text-gray-700">
            <p>
              Suggested: <strong>{styles[suggestion.level].name}</strong>
              {suggestion.reasons.length > 0 ? " because:" : "."}
            </p>
            {suggestion.reasons.length > 0 && (
              <ul className="ml-5 list-disc">
                {suggestion.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="grid gap-2 @xl:grid-cols-3">
          {ALERT_LEVELS.map((level) => (
            // The whole option is clickable; the radio's name is the level's, its meaning its description.
            <label key={level} className={optionClasses}>
              <input
                type="radio"
                name={`${id}-level`}
                value={level}
                checked={value.level === level}
                onChange={() => onChange({ ...value, level })}
                aria-labelledby={`${id}-${level}-name`}
                aria-describedby={`${id}-${level}-description`}
                className="mt-1"
              />
              <span>
                <span
                  id={`${id}-${level}-name`}
                  className="flex items-center gap-1.5 font-medium text-gray-900"
                >
                  <span
                    aria-hidden="true"
                    className="inline-block h-3 w-3 shrink-0 rounded-full"
                    style={{ backgroundColor: styles[level].colour }}
                  />
                  {suggestion?.level === level ? `${styles[level].name} (suggested)` : styles[level].name}
                </span>
                <span id={`${id}-${level}-description`} className="block text-xs text-gray-600">
                  {LEVEL_DESCRIPTIONS[level]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset disabled={disabled}>
        <legend className="mb-1 text-sm font-semibold text-gray-900">How they may be travelling</legend>
        <div className="flex flex-wrap gap-2">
          {TRAVEL_MODES.map((mode) => (
            <label key={mode} className={cn(optionClasses, "items-center")}>
              <input
                type="radio"
                name={`${id}-travel`}
                value={mode}
                checked={value.travelMode === mode}
                onChange={() => onChange({ ...value, travelMode: mode })}
              />
              <span className="font-medium text-gray-900">{TRAVEL_MODE_LABELS[mode]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
