import { common } from "@shared/i18n/common.en";
import type { LevelStyleView } from "@shared/levels";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { textColourOn } from "./text-colour";

/**
 * A level's name on its colour. The colour alone says nothing to a screen reader or to someone
 * who cannot tell red from orange: the words "Alert level" are read out, the name is shown.
 */
export function LevelBadge({ style, className }: { style: LevelStyleView; className?: string }) {
  const t = useT(common);
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold", className)}
      style={{ backgroundColor: style.colour, color: textColourOn(style.colour) }}
      data-testid="level-badge"
    >
      <span className="sr-only">{t("level")}</span>
      {style.name}
    </span>
  );
}
