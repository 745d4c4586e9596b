import type { SearchAreaView } from "@shared/levels";
import { useEffect, useState } from "react";
import { type LevelChoice, LevelPicker } from "@/components/levels/LevelPicker";
import type { LevelStyles } from "@/components/levels/level-styles";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useChangeLevel } from "../api/area-actions";
import { lostAccess } from "../api/staff-request";

/** The case's level and travel mode, changeable (the server audits every change). */
export function LevelChange({
  view,
  styles,
  token,
  onAccessLost,
}: {
  view: SearchAreaView;
  styles: LevelStyles;
  token?: string;
  onAccessLost?: () => void;
}) {
  const current: LevelChoice = { level: view.level, travelMode: view.travelMode };
  const [choice, setChoice] = useState(current);
  const change = useChangeLevel(view.alertId, token);
  // A refresh that brings another level (changed elsewhere) resets the choice to it.
  useEffect(
    () => setChoice({ level: view.level, travelMode: view.travelMode }),
    [view.level, view.travelMode],
  );
  const changed = choice.level !== current.level || choice.travelMode !== current.travelMode;

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          { level: choice.level, travelMode: choice.travelMode },
          {
            onSuccess: () =>
              toast({ title: "Level changed", description: `The case is now ${styles[choice.level].name}.` }),
            onError: (error) => {
              if (lostAccess(error)) onAccessLost?.();
              toast({
                title: "Could not change the level",
                description: errorDescription(error),
                variant: "destructive",
              });
            },
          },
        );
      }}
    >
      <LevelPicker value={choice} onChange={setChoice} styles={styles} disabled={change.isPending} />
      {change.isError && (
        <p role="alert" className="text-sm text-red-700">
          Could not change the level: {errorDescription(change.error)}
        </p>
      )}
      <Button type="submit" size="sm" variant="outline" disabled={!changed || change.isPending}>
        {change.isPending ? "Changing..." : "Change level"}
      </Button>
    </form>
  );
}
