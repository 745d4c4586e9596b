import { ErrorState, LoadingState } from "@/components/ui/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorDescription } from "@/lib/api-client";
import { useSettings } from "../api/settings";
import { AdminUsers } from "./AdminUsers";
import { ChannelCostSettingsForm } from "./ChannelCostSettings";
import { LevelSettingsForm } from "./LevelSettings";
import { NotificationSettingsForm } from "./NotificationSettings";
import { ProviderSettings } from "./ProviderSettings";

/** /admin/settings: the notification settings in four tabs, saved to the server; then the staff. */
export function AdminSettings() {
  const settings = useSettings();
  const body = (section: "templates" | "geo" | "levels" | "costs") =>
    settings.isPending ? (
      <LoadingState label="Loading settings..." />
    ) : settings.isError ? (
      <ErrorState title="Could not load settings" message={errorDescription(settings.error)} />
    ) : section === "levels" ? (
      <LevelSettingsForm settings={settings.data.notifications} />
    ) : section === "costs" ? (
      <ChannelCostSettingsForm settings={settings.data.notifications} />
    ) : (
      <NotificationSettingsForm settings={settings.data.notifications} section={section} />
    );
  return (
    <Tabs defaultValue="templates">
      <TabsList>
        <TabsTrigger value="templates">Notification Templates</TabsTrigger>
        <TabsTrigger value="geo">Geofencing &amp; Alerts</TabsTrigger>
        <TabsTrigger value="levels">Alert Levels</TabsTrigger>
        <TabsTrigger value="costs">Channels &amp; Costs</TabsTrigger>
        <TabsTrigger value="providers">Providers</TabsTrigger>
        <TabsTrigger value="users">Admin Users</TabsTrigger>
      </TabsList>
      <TabsContent value="templates">{body("templates")}</TabsContent>
      <TabsContent value="geo">{body("geo")}</TabsContent>
      <TabsContent value="levels">{body("levels")}</TabsContent>
      <TabsContent value="costs">{body("costs")}</TabsContent>
      <TabsContent value="providers">
        <ProviderSettings />
      </TabsContent>
      <TabsContent value="users">
        <AdminUsers />
      </TabsContent>
    </Tabs>
  );
}
