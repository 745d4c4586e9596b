import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { formatDate } from "@/lib/datetime";
import { useConfirmStillMissing, useStaleCases } from "../api/cases";
import { CloseCaseDialog } from "./CloseCaseDialog";

/** The number of quiet cases, for a tab or a heading; nothing while there are none. */
export function StaleCasesCount({ token }: { token?: string }) {
  const stale = useStaleCases(token);
  const count = stale.data?.cases.length ?? 0;
  if (count === 0) return null;
  return (
    <Badge tone="red" data-testid="stale-cases-badge">
      {count}
    </Badge>
  );
}

/**
 * Verified alerts with no update for the configured days: staff check whether the person is
 * still missing (which starts the clock again) or close the case. Nothing closes on its own.
 */
export function StaleCasesList({ token }: { token?: string }) {
  const stale = useStaleCases(token);
  const confirm = useConfirmStillMissing(token);

  if (stale.isPending) return <LoadingState label="Loading quiet cases..." />;
  if (stale.isError)
    return (
      <ErrorState
        title="Could not load quiet cases"
        message={errorDescription(stale.error)}
        onRetry={() => void stale.refetch()}
      />
    );
  const { cases, staleAfterDays } = stale.data;
  if (cases.length === 0)
    return (
      <EmptyState title="No quiet cases">
        Every active alert has had an update in the last {staleAfterDays} days.
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">
        No update for {staleAfterDays} days or more. Is the person still missing?
      </p>
      <ul className="space-y-3">
        {cases.map((c) => (
          <li key={c.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="stale-case">
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">
                  {c.name}, {c.age}
                </p>
                <p className="text-sm text-gray-600 [overflow-wrap:anywhere]">{c.lastLocation}</p>
                <p className="text-sm text-gray-700">
                  Last update {formatDate(c.lastUpdateAt)} ({c.daysSinceUpdate} days ago)
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="success"
                  disabled={confirm.isPending && confirm.variables === c.id}
                  onClick={() =>
                    confirm.mutate(c.id, {
                      onSuccess: () =>
                        toast({ title: "Still missing", description: `${c.name}: checked today.` }),
                      onError: (error) =>
                        toast({
                          title: "Could not record the check",
                          description: errorDescription(error),
                          variant: "destructive",
                        }),
                    })
                  }
                >
                  Still missing
                </Button>
                <CloseCaseDialog alertId={c.id} name={c.name} token={token} />
                <a
                  href={`/alert/${c.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-8 items-center rounded-md px-3 text-sm text-brand-800 hover:bg-gray-100"
                >
                  View alert
                </a>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
