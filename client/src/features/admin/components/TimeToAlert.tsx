import type { ChannelProviderStatus } from "@shared/notifications";
import {
  type ChannelTimeToAlert,
  type DurationFigure,
  formatDuration,
  TIME_TO_ALERT_LABELS,
} from "@shared/time-to-alert";
import { Card } from "@/components/ui/card";
import { stacked } from "@/components/ui/stacked-table";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { errorDescription } from "@/lib/api-client";
import { useTimeToAlert } from "../api/time-to-alert";
import { CHANNEL_LABELS } from "./ProviderNotice";

const channelLabel = (channel: string) =>
  channel === "any" ? "Any channel" : (CHANNEL_LABELS[channel] ?? channel);

/** The median duration, then the worst one and its case, or a dash when no case was measured. */
function Figure({ figure }: { figure: DurationFigure }) {
  if (figure.median === null || figure.worst === null) return <span className="text-gray-500">—</span>;
  return (
    <span>
      <span className="font-semibold text-gray-900">{formatDuration(figure.median)}</span>{" "}
      <span className="text-gray-600">
        (worst {formatDuration(figure.worst)}
        {figure.worstAlertId !== null ? `, #${figure.worstAlertId}` : ""})
      </span>
    </span>
  );
}

function ChannelRow({ row, logged }: { row: ChannelTimeToAlert; logged: boolean }) {
  return (
    <tr className={stacked.row} data-testid={`time-to-alert-${row.channel}`}>
      <th scope="row" className={`${stacked.cell} font-medium`} data-label="Channel">
        {channelLabel(row.channel)}
        {logged && <span className="ml-1 text-xs font-normal text-amber-800">(logged, not sent)</span>}
      </th>
      <td className={stacked.cell} data-label={TIME_TO_ALERT_LABELS.firstMessage}>
        <Figure figure={row.firstMessage} />
      </td>
      <td className={stacked.cell} data-label={TIME_TO_ALERT_LABELS.reach90}>
        <Figure figure={row.reach90} />
        {row.notReached > 0 && (
          <span className="block text-xs text-amber-800">
            not reached in {row.notReached} {row.notReached === 1 ? "case" : "cases"}
          </span>
        )}
      </td>
    </tr>
  );
}

/**
 * Time to alert over a period: medians and the worst case, from the report to the verification
 * and from the verification to the first message and to 90% of the area, per channel. A channel
 * without a provider is marked: its messages were logged, so its times are the dispatcher's only.
 */
export function TimeToAlert({ days, providers }: { days: string; providers?: ChannelProviderStatus[] }) {
  const query = useTimeToAlert(days);
  const data = query.data;
  const unconfigured = new Set(
    (providers ?? []).filter((p) => !p.configured).map((p) => p.channel as string),
  );
  return (
    <Card className="space-y-3 p-4" data-testid="time-to-alert">
      <h3 className="text-lg font-semibold text-gray-900">
        Time to alert <span className="text-sm font-normal text-gray-600">(last {days} days, medians)</span>
      </h3>
      {query.isPending ? (
        <LoadingState label="Loading times..." />
      ) : query.isError || !data ? (
        <ErrorState title="Could not load the times" message={errorDescription(query.error)} />
      ) : data.cases === 0 ? (
        <p className="text-sm text-gray-600">No case was verified and sent in this period.</p>
      ) : (
        <>
          <p className="text-sm text-gray-700" data-testid="time-to-alert-report">
            {TIME_TO_ALERT_LABELS.reportToVerified}: <Figure figure={data.reportToVerified} />
            <span className="text-gray-600">
              {" "}
              · {data.cases} {data.cases === 1 ? "case" : "cases"}
            </span>
          </p>
          <table className={stacked.table}>
            <caption className="sr-only">Time to alert per channel</caption>
            <thead className={stacked.thead}>
              <tr>
                <th scope="col" className="px-2 py-2">
                  Channel
                </th>
                <th scope="col" className="px-2 py-2">
                  {TIME_TO_ALERT_LABELS.firstMessage}
                </th>
                <th scope="col" className="px-2 py-2">
                  {TIME_TO_ALERT_LABELS.reach90}
                </th>
              </tr>
            </thead>
            <tbody className={stacked.tbody}>
              {data.channels.map((row) => (
                <ChannelRow key={row.channel} row={row} logged={unconfigured.has(row.channel)} />
              ))}
            </tbody>
          </table>
          <p className="text-xs text-gray-600">
            From the delivery log. The area counts each person from when it took them in: a growing area
            reaches its outer rings later on purpose.
          </p>
        </>
      )}
    </Card>
  );
}
