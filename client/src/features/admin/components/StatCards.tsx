import { AlertTriangle, Clock, FileText, Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useAdminStats } from "../api/stats";

/** The dashboard's four counters. */
export function StatCards() {
  const stats = useAdminStats();
  const value = (n: number | undefined) =>
    stats.isError ? "—" : n === undefined ? "…" : n.toLocaleString("en-US");
  const cards = [
    { label: "Total Reports", value: stats.data?.totalReports, icon: FileText, tone: "text-gray-700" },
    { label: "Active Alerts", value: stats.data?.activeAlerts, icon: AlertTriangle, tone: "text-red-700" },
    { label: "Pending Review", value: stats.data?.pendingReview, icon: Clock, tone: "text-amber-700" },
    { label: "Subscribers", value: stats.data?.subscribers, icon: Users, tone: "text-blue-700" },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((c) => (
        <Card key={c.label} className="flex items-center justify-between p-4">
          <div>
            <p className="text-sm font-medium text-gray-600">{c.label}</p>
            <p className="text-3xl font-bold text-gray-900" data-testid={`stat-${c.label}`}>
              {value(c.value)}
            </p>
          </div>
          <c.icon className={`h-8 w-8 ${c.tone}`} aria-hidden="true" />
        </Card>
      ))}
    </div>
  );
}
