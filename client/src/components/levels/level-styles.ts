import type { AlertLevel, LevelStyleView } from "@shared/levels";

// A level's name and colour are admin settings. Public answers carry the style in force; staff
// screens without the settings (a moderator's) and lists that carry only the level fall back to
// these, the settings' own defaults (level-styles.test.ts holds them equal). Kept free of zod,
// which the public pages do not load. The alert page does not need them (its answer carries the
// style), so they stay out of the first load; what only the staff's picker needs lives with it.

export const DEFAULT_LEVEL_STYLES: Record<AlertLevel, LevelStyleView> = {
  red: { name: "Red Alert", colour: "#b91c1c" },
  concern: { name: "Concern", colour: "#c2410c" },
  local: { name: "Local", colour: "#1d4ed8" },
};

export type LevelStyles = Record<AlertLevel, LevelStyleView>;
