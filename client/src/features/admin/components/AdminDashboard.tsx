import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAdminStats } from "../api/stats";
import { ProviderNotice } from "./ProviderNotice";
import { type CloseCaseAction, ReportsTable, type SearchAreaAction } from "./ReportsTable";
import { StatCards } from "./StatCards";
import { SubscriberList } from "./SubscriberList";
import { SubscriberMap } from "./SubscriberMap";
import { TimeToAlert } from "./TimeToAlert";
import { WhatsAppUsage } from "./WhatsAppUsage";

/**
 * /admin/dashboard: counters, the last 30 days' time to alert, the subscriber network (map and
 * list) and the reports to review;
 * the page adds what other features own: the "Report a problem" queue (`problemReports`), the
 * quiet cases to check (`staleCases`), the Close case action of an active alert (`closeCase`) and
 * the way to its search area (`searchArea`).
 */
export function AdminDashboard({
  problemReports,
  staleCases,
  closeCase,
  searchArea,
}: {
  problemReports?: ReactNode;
  staleCases?: ReactNode;
  closeCase?: CloseCaseAction;
  searchArea?: SearchAreaAction;
} = {}) {
  // The same query as StatCards (one request): it says which channels have no provider.
  const stats = useAdminStats();
  return (
    <div className="space-y-6">
      <ProviderNotice providers={stats.data?.providers} />
      <StatCards />
      <WhatsAppUsage usage={stats.data?.whatsApp} />
      <TimeToAlert days="30" providers={stats.data?.providers} />
      {problemReports}
      {staleCases}
      <Card className="p-4">
        <h2 className="mb-4 text-xl font-semibold text-gray-900">Subscriber Network</h2>
        <Tabs defaultValue="map">
          <TabsList>
            <TabsTrigger value="map">Map View</TabsTrigger>
            <TabsTrigger value="list">List View</TabsTrigger>
          </TabsList>
          <TabsContent value="map">
            <SubscriberMap />
          </TabsContent>
          <TabsContent value="list">
            <SubscriberList />
          </TabsContent>
        </Tabs>
      </Card>
      <ReportsTable closeCase={closeCase} searchArea={searchArea} />
    </div>
  );
}
