import type { AnalyticsResponse } from "@shared/admin";
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from "@shared/constants";
import { csvRow } from "@shared/csv";
import { formatDuration } from "@shared/time-to-alert";
import { Download, Printer } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { LevelBadge } from "@/components/levels/LevelBadge";
import { DEFAULT_LEVEL_STYLES, type LevelStyles } from "@/components/levels/level-styles";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/form-controls";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorDescription } from "@/lib/api-client";
import { useAnalytics } from "../api/analytics";
import { useLevelStyles } from "../api/level-styles";
import { downloadText } from "./format";
import { MessageCosts } from "./MessageCosts";
import { CHANNEL_LABELS, ProviderNotice } from "./ProviderNotice";
import { TimeToAlert } from "./TimeToAlert";

const BarChart = lazy(() => import("./BarChart"));

const PRINT_CSS = `@media print {
  header, footer, nav, .print\\:hidden { display: none !important; }
  [role="tabpanel"][hidden] { display: block !important; }
  body { background: #fff; }
}`;

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm font-medium text-gray-600">{label}</p>
      <p className="text-3xl font-bold text-gray-900" data-testid={`figure-${label}`}>
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-gray-600">{hint}</p>}
    </Card>
  );
}

const n = (v: number) => v.toLocaleString("en-US");
const periodLabel = (days: string) =>
  ANALYTICS_PERIODS.find((p) => p.value === days)?.label ?? `${days} days`;

/** The verified reports of the period by level, each with its name and colour. */
function ByLevel({
  byLevel,
  styles,
}: {
  byLevel: AnalyticsResponse["reports"]["byLevel"];
  styles: LevelStyles;
}) {
  return (
    <Card className="p-4">
      <h3 className="text-sm font-medium text-gray-600">Verified by level</h3>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2" data-testid="analytics-by-level">
        {byLevel.map(({ level, count }) => (
          <li key={level} className="flex items-center gap-2">
            <LevelBadge style={styles[level]} />
            <span className="text-2xl font-bold text-gray-900">{n(count)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The figures of the period as CSV (shared/csv.ts): metric, value; then the daily series. */
export function analyticsCsv(a: AnalyticsResponse, styles: LevelStyles = DEFAULT_LEVEL_STYLES): string {
  const rows: [string, string | number | null][] = [
    ["Period from", a.from],
    ["Period to", a.to],
    ["Total Reports", a.reports.total],
    ["Approved", a.reports.approved],
    ["Denied", a.reports.denied],
    ["Pending", a.reports.pending],
    ["Approved Rate (%)", a.reports.approvedRate],
    ["Avg. Review Time (hrs)", a.reports.avgReviewHours],
    ...a.reports.byLevel.map((l): [string, number] => [`Verified at level ${styles[l.level].name}`, l.count]),
    ["Total Subscribers", a.subscribers.total],
    [`New Subscribers (${a.days} days)`, a.subscribers.newInPeriod],
    ["Inactive Subscribers", a.subscribers.inactive],
    ["Total Sent", a.notifications.totalSent],
    ...a.notifications.byChannel.map((c): [string, number] => [`Sent by ${c.channel}`, c.sent]),
    ...a.notifications.byChannel
      .filter((c) => c.logged > 0)
      .map((c): [string, number] => [`Logged by ${c.channel} (no provider configured; not sent)`, c.logged]),
    ["Delivery Rate (%)", a.notifications.deliveryRate],
    ["Avg. Time to Notify (s)", a.notifications.avgSecondsToSend],
  ];
  const daily = a.reports.perDay.map((d, i) =>
    csvRow([d.day, d.count, a.subscribers.perDay[i]?.count ?? 0, a.notifications.perDay[i]?.count ?? 0]),
  );
  return [
    csvRow(["Metric", "Value"]),
    ...rows.map(csvRow),
    "\r\n",
    csvRow(["Day", "Reports", "New Subscribers", "Notifications Sent"]),
    ...daily,
  ].join("");
}

export function Analytics() {
  const [days, setDays] = useState<string>(DEFAULT_ANALYTICS_PERIOD);
  const analytics = useAnalytics(days);
  const styles = useLevelStyles();
  const a = analytics.data;
  return (
    <div className="space-y-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Label htmlFor="analytics-period">Period</Label>
          <select
            id="analytics-period"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm print:hidden"
          >
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
          <span className="hidden print:inline">{periodLabel(days)}</span>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Print
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!a}
            onClick={() =>
              a && downloadText(`analytics-${days}-days-${a.to.slice(0, 10)}.csv`, analyticsCsv(a, styles))
            }
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Export
          </Button>
        </div>
      </div>
      {analytics.isPending ? (
        <LoadingState label="Loading figures..." />
      ) : analytics.isError || !a ? (
        <ErrorState title="Could not load the figures" message={errorDescription(analytics.error)} />
      ) : (
        <Tabs defaultValue="reports">
          <TabsList className="print:hidden">
            <TabsTrigger value="reports">Missing Reports</TabsTrigger>
            <TabsTrigger value="subscribers">Subscriber Growth</TabsTrigger>
            <TabsTrigger value="notifications">Notification Metrics</TabsTrigger>
          </TabsList>
          <TabsContent value="reports" className="space-y-4">
            <div className="grid gap-4 md:grid-cols-3">
              <Figure label="Total Reports" value={n(a.reports.total)} />
              <Figure label="Approved Rate" value={`${a.reports.approvedRate}%`} />
              <Figure
                label="Avg. Review Time"
                value={a.reports.avgReviewHours === null ? "—" : `${a.reports.avgReviewHours} hrs`}
                hint={a.reports.avgReviewHours === null ? "No report reviewed in this period" : undefined}
              />
            </div>
            <ByLevel byLevel={a.reports.byLevel} styles={styles} />
            <Card className="p-4">
              <Suspense fallback={<LoadingState label="Loading chart..." />}>
                <BarChart data={a.reports.perDay} label="Reports per day" />
              </Suspense>
            </Card>
          </TabsContent>
          <TabsContent value="subscribers" className="space-y-4">
            <div className="grid gap-4 md:grid-cols-3">
              <Figure label="Total Subscribers" value={n(a.subscribers.total)} />
              <Figure label={`New Subscribers (${a.days} days)`} value={n(a.subscribers.newInPeriod)} />
              <Figure label="Inactive Subscribers" value={n(a.subscribers.inactive)} />
            </div>
            <Card className="p-4">
              <Suspense fallback={<LoadingState label="Loading chart..." />}>
                <BarChart data={a.subscribers.perDay} label="New subscribers per day" colour="#1d4ed8" />
              </Suspense>
            </Card>
          </TabsContent>
          <TabsContent value="notifications" className="space-y-4">
            <ProviderNotice providers={a.notifications.providers} />
            <div className="grid gap-4 md:grid-cols-3">
              <Figure
                label="Total Sent"
                value={n(a.notifications.totalSent)}
                hint={
                  // Only what a provider accepted is sent; logged messages are shown apart.
                  a.notifications.byChannel
                    .map(
                      (c) =>
                        `${CHANNEL_LABELS[c.channel] ?? c.channel}: ${n(c.sent)} sent${c.logged > 0 ? `, ${n(c.logged)} logged (not sent)` : ""}`,
                    )
                    .join(" · ") || undefined
                }
              />
              <Figure
                label="Delivery Rate"
                value={a.notifications.deliveryRate === null ? "—" : `${a.notifications.deliveryRate}%`}
                hint="SMS and WhatsApp, where the provider reports delivery; e-mail opens are not tracked"
              />
              <Figure
                label="Avg. Time to Notify"
                value={
                  a.notifications.avgSecondsToSend === null
                    ? "—"
                    : formatDuration(a.notifications.avgSecondsToSend)
                }
                hint="From verification to each message being sent"
              />
            </div>
            <TimeToAlert days={days} providers={a.notifications.providers} />
            <MessageCosts days={days} />
            <Card className="p-4">
              <Suspense fallback={<LoadingState label="Loading chart..." />}>
                <BarChart data={a.notifications.perDay} label="Notifications sent per day" colour="#047857" />
              </Suspense>
            </Card>
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
