import { common } from "@shared/i18n/common.en";
import type { AlertLevel, LevelStyleView } from "@shared/levels";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { textColourOn } from "./text-colour";

/**
 * A level's name on its colour. The colour alone says nothing to a screen reader or to someone
 * who cannot tell red from orange: the words "Alert level" are read out, the name is shown.
 */
export function LevelBadge({
  style,
  level,
  className,
}: {
  style: LevelStyleView;
  /** The level, on the public pages: its default name is shown in the page's language. */
  level?: AlertLevel | null;
  className?: string;
}) {
  const t = useT(common);
  // A name the admin changed is shown as written; the default one is translated.
  const name = level && style.name === common.en.levels[level] ? t(`levels.${level}`) : style.name;
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold", className)}
      style={{ backgroundColor: style.colour, color: textColourOn(style.colour) }}
      data-testid="level-badge"
    >
      <span className="sr-only">{t("level")}</span>
      {name}
    </span>
  );
}
