import type { AreaAction, AreaState } from "@shared/levels";
import { Expand, Pause, Play, Square } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useAreaAction } from "../api/area-actions";
import { lostAccess } from "../api/staff-request";

const WORDS: Record<AreaAction, { doing: string; done: string; doneText: string; failed: string }> = {
  expand: {
    doing: "Expanding...",
    done: "Area expanded",
    doneText: "The next ring runs now; people newly inside are being sent the alert.",
    failed: "Could not expand the area",
  },
  pause: {
    doing: "Pausing...",
    done: "Growth paused",
    doneText: "The area stays as it is until growth is resumed.",
    failed: "Could not pause the growth",
  },
  resume: {
    doing: "Resuming...",
    done: "Growth resumed",
    doneText: "The area grows again on its schedule.",
    failed: "Could not resume the growth",
  },
  stop: {
    doing: "Stopping...",
    done: "Growth stopped",
    doneText: "The area will not grow any further.",
    failed: "Could not stop the growth",
  },
};

/**
 * Expand now, pause or resume growth, stop growth (after a confirmation): each shows its
 * progress on its button and its error beside the buttons; the view is read again after each.
 */
export function AreaControls({
  alertId,
  state,
  token,
  onAccessLost,
}: {
  alertId: number;
  state: AreaState;
  token?: string;
  onAccessLost?: () => void;
}) {
  const action = useAreaAction(alertId, token);
  const [confirmStop, setConfirmStop] = useState(false);
  const running = action.isPending ? action.variables : null;
  const canGrow = state === "growing" || state === "paused";

  const run = (which: AreaAction) =>
    action.mutate(which, {
      onSuccess: () => {
        setConfirmStop(false);
        toast({ title: WORDS[which].done, description: WORDS[which].doneText });
      },
      onError: (error) => {
        setConfirmStop(false);
        if (lostAccess(error)) onAccessLost?.();
        toast({ title: WORDS[which].failed, description: errorDescription(error), variant: "destructive" });
      },
    });
  const label = (which: AreaAction, idle: string) => (running === which ? WORDS[which].doing : idle);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" aria-busy={action.isPending}>
        <Button size="sm" disabled={!canGrow || action.isPending} onClick={() => run("expand")}>
          <Expand className="h-4 w-4" aria-hidden="true" />
          {label("expand", "Expand now")}
        </Button>
        {state === "paused" ? (
          <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run("resume")}>
            <Play className="h-4 w-4" aria-hidden="true" />
            {label("resume", "Resume growth")}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={state !== "growing" || action.isPending}
            onClick={() => run("pause")}
          >
            <Pause className="h-4 w-4" aria-hidden="true" />
            {label("pause", "Pause growth")}
          </Button>
        )}
        <Button
          size="sm"
          variant="destructive"
          disabled={!canGrow || action.isPending}
          onClick={() => setConfirmStop(true)}
        >
          <Square className="h-4 w-4" aria-hidden="true" />
          {label("stop", "Stop growth")}
        </Button>
      </div>
      {action.isError && (
        <p role="alert" className="text-sm text-red-700" data-testid="area-action-error">
          {action.variables ? WORDS[action.variables].failed : "Could not change the area"}:{" "}
          {errorDescription(action.error)}
        </p>
      )}
      <Dialog open={confirmStop} onOpenChange={setConfirmStop}>
        <DialogContent
          title="Stop the area's growth?"
          description="The area stays as it is now. People already alerted keep the alert; nobody further out will be sent it. Growth cannot be started again."
        >
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmStop(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={action.isPending} onClick={() => run("stop")}>
              {label("stop", "Stop growth")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
