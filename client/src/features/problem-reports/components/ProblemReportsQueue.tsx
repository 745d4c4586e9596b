import {
  PROBLEM_REASON_LABELS,
  type ProblemReportStatus,
  type StaffProblemReport,
} from "@shared/problem-reports";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Label, Textarea } from "@/components/ui/form-controls";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription } from "@/lib/api-client";
import { useProblemReportAction, useProblemReports } from "../api/problem-reports";

// The staff queue of "Report a problem" requests: the moderator dashboard's tab (with the
// unlock token) and the admin dashboard (session cookie). Requesters' contacts are shown here
// only, to staff.

interface StaffAccess {
  /** A moderator's unlock token; an admin's pages send the session cookie instead. */
  token?: string;
  /** The server no longer accepts the unlock (401/403): the dashboard locks. */
  onAccessLost?: () => void;
}

const lostAccess = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The open count, as a badge beside the tab's name (nothing while none is open). */
export function ProblemReportsCount({ token }: { token?: string }) {
  const open = useProblemReports("open", token);
  const count = open.data?.openCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge tone="red" aria-label={`${count} open problem reports`}>
      {count}
    </Badge>
  );
}

function alertState(report: StaffProblemReport): { label: string; tone: "green" | "red" | "gray" } {
  if (report.alertStatus === "taken_down") return { label: "Taken down", tone: "red" };
  if (report.alertIsPublic) return { label: "Public", tone: "green" };
  return { label: "Not public", tone: "gray" };
}

function ProblemReportCard({ report, token, onAccessLost }: { report: StaffProblemReport } & StaffAccess) {
  const action = useProblemReportAction(token);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState("");
  const answerId = useId();
  const busy = action.isPending;
  const state = alertState(report);
  const isOpen = report.status === "open";

  const run = (input: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(input, {
      onSuccess: () => {
        toast({ title: done });
        setConfirming(false);
        if (input.kind === "answer") setAnswer("");
      },
      onError: (error) => {
        if (lostAccess(error)) onAccessLost?.();
        toast({ title: "The action failed", description: errorDescription(error), variant: "destructive" });
      },
    });

  const titleId = `problem-report-${report.id}`;
  return (
    <article
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-gray-900">
          {PROBLEM_REASON_LABELS[report.reason]}
        </h3>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-gray-700">Alert</dt>
        <dd>
          <Link href={`/alert/${report.alertId}`} className="break-words text-brand-700 underline">
            {report.alertName} (#{report.alertId})
          </Link>
        </dd>
        <dt className="font-medium text-gray-700">Contact</dt>
        <dd className="break-words text-gray-900">{report.contact}</dd>
        <dt className="font-medium text-gray-700">Received</dt>
        <dd className="text-gray-900">{new Date(report.createdAt).toLocaleString()}</dd>
      </dl>
      <p className="whitespace-pre-wrap break-words rounded-md bg-gray-50 p-3 text-sm text-gray-900">
        {report.message}
      </p>
      {report.answer && (
        <p className="whitespace-pre-wrap break-words text-sm text-gray-800">
          <strong>Answer:</strong> {report.answer}
        </p>
      )}
      {isOpen && (
        <div className="space-y-3 border-t border-gray-200 pt-3">
          <div className="flex flex-wrap gap-2">
            {report.alertStatus !== "taken_down" &&
              (confirming ? (
                <>
                  <Button
                    variant="destructive"
                    size="sm"
                    disabled={busy}
                    onClick={() => run({ kind: "take-down", id: report.id }, "Alert taken down")}
                  >
                    Confirm: take alert down
                  </Button>
                  <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
                    Keep it up
                  </Button>
                </>
              ) : (
                <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
                  Take alert down
                </Button>
              ))}
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => run({ kind: "close", id: report.id }, "Request closed")}
            >
              Close
            </Button>
          </div>
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (answer.trim()) run({ kind: "answer", id: report.id, answer }, "Answer saved");
            }}
          >
            <Label htmlFor={answerId}>Answer</Label>
            <Textarea
              id={answerId}
              rows={2}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              disabled={busy}
              placeholder="Your reply to the person who reported this"
            />
            <Button type="submit" size="sm" disabled={busy || !answer.trim()}>
              Answer
            </Button>
          </form>
        </div>
      )}
    </article>
  );
}

/** The queue: open requests first; closed ones on request. */
export function ProblemReportsQueue({ token, onAccessLost }: StaffAccess) {
  const [status, setStatus] = useState<ProblemReportStatus>("open");
  const list = useProblemReports(status, token);
  const lost = lostAccess(list.error);
  useEffect(() => {
    if (lost) onAccessLost?.();
  }, [lost, onAccessLost]);

  return (
    <section aria-label="Problem reports" className="space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Which requests</legend>
        {(["open", "closed"] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? "primary" : "outline"}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s === "open" ? "Open" : "Closed"}
          </Button>
        ))}
      </fieldset>
      {list.isPending ? (
        <LoadingState label="Loading problem reports..." />
      ) : list.isError ? (
        <ErrorState
          title="Could not load problem reports"
          message={errorDescription(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={status === "open" ? "No open problem reports" : "No closed problem reports"}>
          {status === "open" ? "Nobody has reported a problem with an alert." : undefined}
        </EmptyState>
      ) : (
        list.data.items.map((report) => (
          <ProblemReportCard key={report.id} report={report} token={token} onAccessLost={onAccessLost} />
        ))
      )}
    </section>
  );
}

/** The admin dashboard's section: a heading with the open count, then the queue. */
export function ProblemReportsSection() {
  return (
    <Card className="p-4">
      <h2 className="mb-4 flex items-center gap-2 text-xl font-semibold text-gray-900">
        Problem reports
        <ProblemReportsCount />
      </h2>
      <ProblemReportsQueue />
    </Card>
  );
}
