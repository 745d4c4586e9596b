import { formatCost } from "@shared/channel-costs";
import type { CostFigures } from "@shared/costs";
import { Card } from "@/components/ui/card";
import { stacked } from "@/components/ui/stacked-table";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { errorDescription } from "@/lib/api-client";
import { useCosts } from "../api/costs";

const n = (value: number) => value.toLocaleString("en-US");
/** A unit price as set: "$0.016". */
const price = (value: number) =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** "1,200 SMS (1,400 segments) · 300 WhatsApp · 40 e-mail · 75 push". */
function messagesLine(f: CostFigures): string {
  const m = f.messages;
  const sms =
    m.sms > 0 ? `${n(m.sms)} SMS${f.smsSegments !== m.sms ? ` (${n(f.smsSegments)} segments)` : ""}` : "";
  return [
    sms,
    m.whatsapp > 0 && `${n(m.whatsapp)} WhatsApp`,
    m.email > 0 && `${n(m.email)} e-mail`,
    m.push > 0 && `${n(m.push)} push`,
  ]
    .filter(Boolean)
    .join(" · ");
}

function CostTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: Array<{ key: string; label: string; figures: CostFigures }>;
}) {
  return (
    <table className={stacked.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={stacked.thead}>
        <tr>
          <th scope="col" className="px-2 py-2">
            {first}
          </th>
          <th scope="col" className="px-2 py-2">
            Messages sent
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            Cost
          </th>
        </tr>
      </thead>
      <tbody className={stacked.tbody}>
        {rows.map((row) => (
          <tr key={row.key} className={stacked.row}>
            <th scope="row" className={`${stacked.cell} font-medium`} data-label={first}>
              {row.label}
            </th>
            <td className={stacked.cell} data-label="Messages sent">
              {messagesLine(row.figures)}
            </td>
            <td className={`${stacked.cell} text-right tabular-nums`} data-label="Cost">
              {formatCost(row.figures.cost)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What the messages sent in the period cost, per month and per alert: from the delivery log (an
 * SMS by its segments; messages only logged cost nothing), at the prices in the settings.
 */
export function MessageCosts({ days }: { days: string }) {
  const query = useCosts(days);
  const data = query.data;
  return (
    <Card className="space-y-3 p-4" data-testid="message-costs">
      <h3 className="text-lg font-semibold text-gray-900">
        Message costs <span className="text-sm font-normal text-gray-600">(last {days} days)</span>
      </h3>
      {query.isPending ? (
        <LoadingState label="Loading costs..." />
      ) : query.isError || !data ? (
        <ErrorState title="Could not load the costs" message={errorDescription(query.error)} />
      ) : data.byMonth.length === 0 ? (
        <p className="text-sm text-gray-600">No message was sent through a provider in this period.</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            Total{" "}
            <span className="font-semibold text-gray-900" data-testid="message-costs-total">
              {formatCost(data.total.cost)} {data.currency}
            </span>
            {" · "}
            {messagesLine(data.total)}
          </p>
          <CostTable
            caption="Message costs per month"
            first="Month"
            rows={data.byMonth.map((m) => ({ key: m.month, label: monthLabel(m.month), figures: m }))}
          />
          <CostTable
            caption="Message costs per alert"
            first="Alert"
            rows={data.byAlert.map((a) => ({
              key: String(a.alertId),
              label: `#${a.alertId} ${a.name}${a.isDrill ? " (drill)" : ""}`,
              figures: a,
            }))}
          />
          <p className="text-xs text-gray-600">
            At today's prices (Settings, Channels &amp; Costs): SMS {price(data.prices.smsSegment)} a segment,
            WhatsApp {price(data.prices.whatsApp)}, e-mail {price(data.prices.email)}, push{" "}
            {price(data.prices.push)} a message.
          </p>
        </>
      )}
    </Card>
  );
}
