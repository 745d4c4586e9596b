import type { SearchAreaView } from "@shared/levels";
import { useId } from "react";
import { kilometresWords } from "@/components/levels/search-area-words";
import { stacked } from "@/components/ui/stacked-table";
import { formatDateTime } from "@/lib/datetime";
import { cn } from "@/lib/utils";
import { REACH_CHANNELS, type Ring, reachTotal, STEP_KIND_LABELS } from "./area-words";

const n = (v: number) => v.toLocaleString("en-US");

function when(ring: Ring): string {
  if (ring.status === "done") return `Reached ${formatDateTime(ring.ranAt ?? ring.dueAt)}`;
  if (ring.status === "cancelled") return `Cancelled (was due ${formatDateTime(ring.dueAt)})`;
  return `Due ${formatDateTime(ring.dueAt)}`;
}

/**
 * Every ring in words: where, how wide, when, and how many people it reached on each channel
 * (the people newly inside when it ran). A card per ring on a phone.
 */
export function RingsTable({ view }: { view: SearchAreaView }) {
  const labelOf = new Map(view.circles.map((c) => [c.id, c.label]));
  const rings = [...view.rings].sort((a, b) => a.seq - b.seq);
  const titleId = useId();
  return (
    <div>
      {/* A heading rather than a caption: a table shown as cards on a phone squeezes its caption. */}
      <p id={titleId} className="mb-2 text-sm font-semibold text-gray-900">
        Rings and the people each reached, by channel
      </p>
      <table className={stacked.table} aria-labelledby={titleId} data-testid="rings-table">
        <thead className={stacked.thead}>
          <tr>
            <th scope="col" className="px-2 py-2">
              Ring
            </th>
            <th scope="col" className="px-2 py-2">
              Around
            </th>
            <th scope="col" className="px-2 py-2">
              Radius
            </th>
            <th scope="col" className="px-2 py-2">
              When
            </th>
            {REACH_CHANNELS.map((c) => (
              <th key={c.key} scope="col" className="px-2 py-2 text-right">
                {c.label}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody className={stacked.tbody}>
          {rings.map((ring) => {
            const done = ring.status === "done";
            return (
              <tr
                key={ring.seq}
                className={cn(stacked.row, !done && "text-gray-600")}
                data-testid="ring-row"
                data-status={ring.status}
              >
                <th scope="row" className={cn(stacked.cell, "font-medium")} data-label="Ring">
                  <span>
                    {ring.seq} · {STEP_KIND_LABELS[ring.kind]}
                  </span>
                </th>
                <td className={stacked.cell} data-label="Around">
                  <span className="[overflow-wrap:anywhere]">{labelOf.get(ring.circleId) ?? "—"}</span>
                </td>
                <td className={cn(stacked.cell, "whitespace-nowrap")} data-label="Radius">
                  {kilometresWords(ring.radiusKm)}
                </td>
                <td className={stacked.cell} data-label="When">
                  {when(ring)}
                </td>
                {/* A ring still to come has reached nobody yet: its empty counts stay off a phone's card. */}
                {REACH_CHANNELS.map((c) => (
                  <td
                    key={c.key}
                    className={cn(stacked.cell, "tabular-nums md:text-right", !done && "max-md:hidden")}
                    data-label={c.label}
                    data-testid={`reach-${c.key}`}
                  >
                    {done ? n(ring.reached[c.key]) : "—"}
                  </td>
                ))}
                <td
                  className={cn(
                    stacked.cell,
                    "font-semibold tabular-nums md:text-right",
                    !done && "max-md:hidden",
                  )}
                  data-label="Total"
                  data-testid="reach-total"
                >
                  {done ? n(reachTotal(ring.reached)) : "—"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
