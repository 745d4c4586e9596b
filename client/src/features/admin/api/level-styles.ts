import type { AlertLevel } from "@shared/levels";
import { useMemo } from "react";
import { DEFAULT_LEVEL_STYLES, type LevelStyles } from "@/components/levels/level-styles";
import { useSettings } from "./settings";

/** The levels' names and colours as the admin set them (the defaults until the settings load). */
export function useLevelStyles(): LevelStyles {
  const levels = useSettings().data?.notifications.levels;
  return useMemo(() => {
    if (!levels) return DEFAULT_LEVEL_STYLES;
    const style = (level: AlertLevel) => ({ name: levels[level].name, colour: levels[level].colour });
    return { red: style("red"), concern: style("concern"), local: style("local") };
  }, [levels]);
}
