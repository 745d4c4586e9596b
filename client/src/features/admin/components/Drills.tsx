import { capMessagePath, type DrillSummary } from "@shared/drills";
import { type ChannelReach, formatDuration, TIME_TO_ALERT_LABELS } from "@shared/time-to-alert";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { stacked } from "@/components/ui/stacked-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { type DrillAction, useDrillAction, useDrills } from "../api/drills";
import { useAdminStats } from "../api/stats";
import { CHANNEL_LABELS } from "./ProviderNotice";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "America/Guyana",
  });
const seconds = (s: number | null) => (s === null ? "—" : formatDuration(s));
const plural = (n: number, one: string) => `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;

const DONE: Record<DrillAction["kind"], string> = {
  start: "Drill started: the TEST alert is on its way",
  update: "Test Update published",
  end: "Drill ended: the Cancel is published",
};

function useRunAction() {
  const mutation = useDrillAction();
  const run = (action: DrillAction, after?: () => void) =>
    mutation.mutate(action, {
      onSuccess: () => {
        toast({ title: DONE[action.kind] });
        after?.();
      },
      onError: (error) =>
        toast({
          title: "The drill could not do that",
          description: errorDescription(error),
          variant: "destructive",
        }),
    });
  return { run, pending: mutation.isPending };
}

/** Per channel: how many the drill reached and how fast; a channel without a provider only logged. */
function ReachTable({ reach, logged }: { reach: ChannelReach[]; logged: Set<string> }) {
  return (
    <table className={stacked.table}>
      <caption className="sr-only">Reach and time to alert per channel</caption>
      <thead className={stacked.thead}>
        <tr>
          {[
            "Channel",
            "Reached",
            "Failed",
            TIME_TO_ALERT_LABELS.firstMessage,
            TIME_TO_ALERT_LABELS.reach90,
          ].map((label) => (
            <th key={label} scope="col" className="px-2 py-2">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={stacked.tbody}>
        {reach.map((r) => (
          <tr key={r.channel} className={stacked.row} data-testid={`drill-reach-${r.channel}`}>
            <th scope="row" className={`${stacked.cell} font-medium`} data-label="Channel">
              {r.channel === "any" ? "Any channel (people)" : (CHANNEL_LABELS[r.channel] ?? r.channel)}
              {logged.has(r.channel) && (
                <span className="ml-1 text-xs font-normal text-amber-800">(logged, not sent)</span>
              )}
            </th>
            <td className={stacked.cell} data-label="Reached">
              {r.reached} of {r.recipients}
            </td>
            <td className={stacked.cell} data-label="Failed">
              {r.failed}
            </td>
            <td className={stacked.cell} data-label={TIME_TO_ALERT_LABELS.firstMessage}>
              {seconds(r.firstMessageSeconds)}
            </td>
            <td className={stacked.cell} data-label={TIME_TO_ALERT_LABELS.reach90}>
              {seconds(r.reach90Seconds)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DrillCard({ drill, logged }: { drill: DrillSummary; logged: Set<string> }) {
  const { run, pending } = useRunAction();
  const running = drill.endedAt === null;
  return (
    <Card className="space-y-3 p-4" data-testid={`drill-${drill.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-gray-900">
            Drill #{drill.id} {running ? <span className="text-amber-800">(running)</span> : null}
          </h3>
          <p className="text-sm text-gray-700">
            Started {when(drill.startedAt)}
            {drill.startedBy ? ` by ${drill.startedBy}` : ""}
            {drill.endedAt ? ` · ended ${when(drill.endedAt)}` : ""}
          </p>
          <p className="text-sm text-gray-700">
            CAP (status Test):{" "}
            {drill.capMessages.map((m, i) => (
              <span key={m.file}>
                {i > 0 && ", "}
                <a href={capMessagePath(m.file)} className="underline" target="_blank" rel="noreferrer">
                  {m.msgType}
                </a>
              </span>
            ))}
          </p>
        </div>
        {running && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => run({ kind: "update", id: drill.id })}
            >
              Send the test Update
            </Button>
            <Button size="sm" disabled={pending} onClick={() => run({ kind: "end", id: drill.id })}>
              End the drill
            </Button>
          </div>
        )}
      </div>
      <ReachTable reach={drill.reach} logged={logged} />
    </Card>
  );
}

function StartDrill({ optedIn, disabled }: { optedIn: number; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useRunAction();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)} disabled={disabled}>
        Run a drill
      </Button>
      <DialogContent
        title="Run a drill?"
        description={`A TEST alert goes now to the ${plural(optedIn, "subscriber")} who asked for the drills, on every channel they use, and to the CAP feed as status Test.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={pending} onClick={() => run({ kind: "start" }, () => setOpen(false))}>
            {pending ? "Starting..." : "Send the TEST alert"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Admin → Drills: the public drill (twice a year), to the subscribers who opted in, marked TEST
 * everywhere; its test Update and its end; and every drill's reach and time to alert.
 */
export function Drills() {
  const query = useDrills();
  const stats = useAdminStats();
  const logged = new Set(
    (stats.data?.providers ?? []).filter((p) => !p.configured).map((p) => p.channel as string),
  );
  const data = query.data;
  const running = data?.drills.some((d) => d.endedAt === null) ?? false;
  return (
    <div className="space-y-6">
      <Card className="space-y-3 p-4">
        <h2 className="text-xl font-semibold text-gray-900">Drills</h2>
        <p className="text-sm text-gray-700">
          A drill is a test alert of a made-up person, "TEST — this is a drill", sent through the real
          channels to the subscribers who ticked "test alerts (drills)", every message marked TEST. It never
          shows in the public alert lists. Send the test Update, then end the drill (its Cancel).
        </p>
        {data && (
          <p className="text-sm font-medium text-gray-900" data-testid="drill-opted-in">
            {plural(data.optedIn, "subscriber")} opted in to the drills.
          </p>
        )}
        <StartDrill optedIn={data?.optedIn ?? 0} disabled={!data || running} />
        {running && <p className="text-sm text-amber-800">End the running drill before starting another.</p>}
      </Card>
      {query.isPending ? (
        <LoadingState label="Loading drills..." />
      ) : query.isError || !data ? (
        <ErrorState title="Could not load the drills" message={errorDescription(query.error)} />
      ) : data.drills.length === 0 ? (
        <EmptyState title="No drill yet">The results of each drill will be kept here.</EmptyState>
      ) : (
        data.drills.map((drill) => <DrillCard key={drill.id} drill={drill} logged={logged} />)
      )}
    </div>
  );
}
