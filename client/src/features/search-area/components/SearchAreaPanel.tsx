import { useEffect, useId } from "react";
import { LevelBadge } from "@/components/levels/LevelBadge";
import { DEFAULT_LEVEL_STYLES, type LevelStyles } from "@/components/levels/level-styles";
import { kilometresWords } from "@/components/levels/search-area-words";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { ApiError, errorDescription } from "@/lib/api-client";
import { formatDateTime } from "@/lib/datetime";
import { useSearchArea } from "../api/search-area";
import { lostAccess } from "../api/staff-request";
import { AreaControls } from "./AreaControls";
import { AREA_STATE_LABELS, nextRing } from "./area-words";
import { LevelChange } from "./LevelChange";
import { RingsTable } from "./RingsTable";
import { SearchAreaMap } from "./SearchAreaMap";

/**
 * A verified case's living search area as staff steer it: the level, the growth's state and next
 * step, the controls, the map of rings and the table of who each ring reached. Read again every
 * SEARCH_AREA_REFRESH_MS and after every action.
 */
export function SearchAreaPanel({
  alertId,
  token,
  styles = DEFAULT_LEVEL_STYLES,
  heading: Heading = "h2",
  onAccessLost,
}: {
  alertId: number;
  /** A moderator's unlock token; without one the admin's session is used. */
  token?: string;
  styles?: LevelStyles;
  heading?: "h2" | "h3";
  /** The server no longer accepts the caller (a moderator's unlock ended): the dashboard locks. */
  onAccessLost?: () => void;
}) {
  const area = useSearchArea(alertId, token);
  const headingId = useId();
  const lost = lostAccess(area.error);
  useEffect(() => {
    if (lost) onAccessLost?.();
  }, [lost, onAccessLost]);
  if (area.isPending) return <LoadingState label="Loading the search area..." />;
  if (area.error instanceof ApiError && area.error.status === 404) {
    return (
      <EmptyState title="No search area">
        This alert has no search area: it was sent before areas existed, or it is no longer open.
      </EmptyState>
    );
  }
  if (area.isError) {
    return (
      <ErrorState
        title="Could not load the search area"
        message={errorDescription(area.error)}
        onRetry={() => void area.refetch()}
      />
    );
  }
  const view = area.data;
  const style = styles[view.level];
  const next = nextRing(view);
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="search-area">
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={headingId} className="text-lg font-semibold text-gray-900">
          Search area
        </Heading>
        <LevelBadge style={style} />
        <span className="text-sm text-gray-700" data-testid="area-state">
          {AREA_STATE_LABELS[view.state]}
        </span>
      </div>
      <p className="text-sm text-gray-800" data-testid="next-step">
        {view.nextStepAt ? (
          <>
            Next step: <strong>{formatDateTime(view.nextStepAt)}</strong>
            {next && <> — the area grows to {kilometresWords(next.radiusKm)}</>}
          </>
        ) : view.state === "paused" ? (
          "No step is due while growth is paused."
        ) : (
          "No further step: the area no longer grows."
        )}
      </p>
      <AreaControls alertId={alertId} state={view.state} token={token} onAccessLost={onAccessLost} />
      <div>
        <SearchAreaMap view={view} style={style} />
        <p className="mt-1 text-xs text-gray-600">
          Solid rings have run; the dashed ring is the next step. Pins: the last known place and each
          sighting.
        </p>
      </div>
      <RingsTable view={view} />
      <details className="rounded-md border border-gray-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-gray-900">Change the level</summary>
        <div className="mt-3">
          <LevelChange view={view} styles={styles} token={token} onAccessLost={onAccessLost} />
        </div>
      </details>
    </section>
  );
}
