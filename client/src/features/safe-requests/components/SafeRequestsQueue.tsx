import type { SafeRequestStatus, StaffSafeRequest } from "@shared/safe-requests";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Label, Textarea } from "@/components/ui/form-controls";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription } from "@/lib/api-client";
import { formatDateTime } from "@/lib/datetime";
import { useSafeRequestAction, useSafeRequests } from "../api/safe-requests";

// The staff queue of "I'm safe" requests: the moderator dashboard's tab (with the unlock token)
// and the admin dashboard (session cookie). What the person wrote and how to reach them are shown
// here only, to staff, and never reach the reporter.

interface StaffAccess {
  /** A moderator's unlock token; an admin's pages send the session cookie instead. */
  token?: string;
  /** The server no longer accepts the unlock (401/403): the dashboard locks. */
  onAccessLost?: () => void;
}

const lostAccess = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

const STATUS_LABELS: Record<SafeRequestStatus, string> = {
  pending: "Waiting",
  confirmed: "Confirmed",
  dismissed: "Dismissed",
};

/** The pending count, as a badge beside the tab's name (nothing while none waits). */
export function SafeRequestsCount({ token }: { token?: string }) {
  const pending = useSafeRequests("pending", token);
  const count = pending.data?.pendingCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge tone="red" aria-label={`${count} "I'm safe" requests waiting`}>
      {count}
    </Badge>
  );
}

function SafeRequestCard({ request, token, onAccessLost }: { request: StaffSafeRequest } & StaffAccess) {
  const action = useSafeRequestAction(token);
  const [note, setNote] = useState("");
  const noteId = useId();
  const titleId = `safe-request-${request.id}`;
  const busy = action.isPending;
  const run = (input: Parameters<typeof action.mutate>[0]) =>
    action.mutate(input, {
      onSuccess: (result) =>
        toast(
          input.kind === "dismiss"
            ? { title: "Request dismissed", description: "The appeal goes on." }
            : {
                title: "Case closed: found safe",
                description:
                  "reporterEmailed" in result && result.reporterEmailed
                    ? "The reporter was e-mailed that the person is safe (and nothing of where)."
                    : "The reporter was not e-mailed: tell them that the person is safe, and nothing of where.",
              },
        ),
      onError: (error) => {
        if (lostAccess(error)) onAccessLost?.();
        toast({ title: "The action failed", description: errorDescription(error), variant: "destructive" });
      },
    });

  return (
    <article
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      aria-labelledby={titleId}
      data-testid="safe-request"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-gray-900">
          <Link href={`/alert/${request.alertId}`} className="break-words text-brand-800 underline">
            {request.alertName}, {request.alertAge} (#{request.alertId})
          </Link>
        </h3>
        <Badge tone={request.alertIsActive ? "amber" : "gray"}>
          {request.alertIsActive ? "Appeal open" : "Case closed"}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-gray-700">Last seen at</dt>
        <dd className="break-words text-gray-900">{request.alertLastLocation}</dd>
        <dt className="font-medium text-gray-700">Contact</dt>
        <dd className="break-words text-gray-900">{request.contact ?? "None given"}</dd>
        <dt className="font-medium text-gray-700">Received</dt>
        <dd className="text-gray-900">{formatDateTime(request.createdAt)}</dd>
        {request.status !== "pending" && (
          <>
            <dt className="font-medium text-gray-700">{STATUS_LABELS[request.status]}</dt>
            <dd className="text-gray-900">{request.reviewedAt ? formatDateTime(request.reviewedAt) : "-"}</dd>
          </>
        )}
      </dl>
      {request.message && (
        <p className="whitespace-pre-wrap break-words rounded-md bg-gray-50 p-3 text-sm text-gray-900">
          {request.message}
        </p>
      )}
      {request.status === "pending" && (
        <form
          className="space-y-2 border-t border-gray-200 pt-3"
          onSubmit={(e) => {
            e.preventDefault();
            run({ kind: "confirm", id: request.id, note });
          }}
        >
          <p className="text-sm text-gray-700">
            Check first (a call, or a police safe-and-well check). Confirming closes the case as found safe,
            ends its publicity and e-mails the reporter that the person is safe, never where.
          </p>
          <Label htmlFor={noteId}>How you checked (staff only)</Label>
          <Textarea
            id={noteId}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            disabled={busy}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="success" size="sm" disabled={busy}>
              Confirm safe and close the case
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => run({ kind: "dismiss", id: request.id })}
            >
              Dismiss
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}

/** The queue: requests waiting first; confirmed and dismissed ones on request. */
export function SafeRequestsQueue({ token, onAccessLost }: StaffAccess) {
  const [status, setStatus] = useState<SafeRequestStatus>("pending");
  const list = useSafeRequests(status, token);
  const lost = lostAccess(list.error);
  useEffect(() => {
    if (lost) onAccessLost?.();
  }, [lost, onAccessLost]);

  return (
    <section aria-label={`"I'm safe" requests`} className="space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Which requests</legend>
        {(["pending", "confirmed", "dismissed"] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? "primary" : "outline"}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {STATUS_LABELS[s]}
          </Button>
        ))}
      </fieldset>
      {list.isPending ? (
        <LoadingState label={`Loading "I'm safe" requests...`} />
      ) : list.isError ? (
        <ErrorState
          title={`Could not load "I'm safe" requests`}
          message={errorDescription(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={
            status === "pending"
              ? "No requests waiting"
              : `No ${STATUS_LABELS[status].toLowerCase()} requests`
          }
        />
      ) : (
        list.data.items.map((request) => (
          <SafeRequestCard key={request.id} request={request} token={token} onAccessLost={onAccessLost} />
        ))
      )}
    </section>
  );
}

/** The admin dashboard's section: a heading with the pending count, then the queue. */
export function SafeRequestsSection() {
  return (
    <Card className="p-4">
      <h2 className="mb-4 flex items-center gap-2 text-xl font-semibold text-gray-900">
        {`"I'm safe" requests`}
        <SafeRequestsCount />
      </h2>
      <SafeRequestsQueue />
    </Card>
  );
}
