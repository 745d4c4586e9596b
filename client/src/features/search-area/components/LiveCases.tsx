import { ChevronDown, ChevronUp } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { LevelBadge } from "@/components/levels/LevelBadge";
import { DEFAULT_LEVEL_STYLES } from "@/components/levels/level-styles";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { errorDescription } from "@/lib/api-client";
import { useLiveCases } from "../api/live-cases";
import { lostAccess } from "../api/staff-request";
import { AREA_STATE_LABELS } from "./area-words";
import { SearchAreaPanel } from "./SearchAreaPanel";
import { SharingPolicyChange } from "./SharingPolicyChange";

/**
 * The verified open cases, each with its search area behind a button (one open at a time: each
 * open area is read again every SEARCH_AREA_REFRESH_MS).
 */
export function LiveCases({ token, onAccessLost }: { token?: string; onAccessLost?: () => void }) {
  const cases = useLiveCases(token);
  const [openId, setOpenId] = useState<number | null>(null);
  const ids = useId();
  const lost = lostAccess(cases.error);
  useEffect(() => {
    if (lost) onAccessLost?.();
  }, [lost, onAccessLost]);

  if (cases.isPending) return <LoadingState label="Loading open cases..." />;
  if (cases.isError)
    return (
      <ErrorState
        title="Could not load open cases"
        message={errorDescription(cases.error)}
        onRetry={() => void cases.refetch()}
      />
    );
  if (cases.data.length === 0)
    return <EmptyState title="No open cases">No verified alert is open at the moment.</EmptyState>;
  return (
    <ul className="space-y-3" aria-label="Open cases">
      {cases.data.map((alert) => {
        const open = openId === alert.id;
        const panelId = `${ids}-area-${alert.id}`;
        return (
          <li key={alert.id}>
            <Card className="p-4" data-testid="live-case">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-gray-900">
                    {alert.name}
                    {alert.levelStyle ? (
                      <LevelBadge style={alert.levelStyle} />
                    ) : (
                      alert.level && <LevelBadge style={DEFAULT_LEVEL_STYLES[alert.level]} />
                    )}
                  </h2>
                  <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">{alert.lastLocation}</p>
                  {alert.areaState && (
                    <p className="text-sm text-gray-600">Area: {AREA_STATE_LABELS[alert.areaState]}</p>
                  )}
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : alert.id)}
                >
                  {open ? (
                    <ChevronUp className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <ChevronDown className="h-4 w-4" aria-hidden="true" />
                  )}
                  {open ? "Hide search area" : "Show search area"}
                  <span className="sr-only"> of {alert.name}</span>
                </Button>
              </div>
              <SharingPolicyChange alert={alert} token={token} onAccessLost={onAccessLost} />
              <div id={panelId} hidden={!open} className="mt-4">
                {open && (
                  <SearchAreaPanel
                    alertId={alert.id}
                    token={token}
                    // Moderators cannot read the settings; the case carries its own level's style.
                    styles={
                      alert.level && alert.levelStyle
                        ? { ...DEFAULT_LEVEL_STYLES, [alert.level]: alert.levelStyle }
                        : DEFAULT_LEVEL_STYLES
                    }
                    heading="h3"
                    onAccessLost={onAccessLost}
                  />
                )}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
