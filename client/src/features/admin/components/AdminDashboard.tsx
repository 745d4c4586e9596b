import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ReportsTable } from "./ReportsTable";
import { StatCards } from "./StatCards";
import { SubscriberList } from "./SubscriberList";
import { SubscriberMap } from "./SubscriberMap";

/** /admin/dashboard: counters, the subscriber network (map and list) and the reports to review. */
export function AdminDashboard() {
  return (
    <div className="space-y-6">
      <StatCards />
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
      <ReportsTable />
    </div>
  );
}
