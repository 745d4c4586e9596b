import { ErrorState, LoadingState } from "@/components/ui/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorDescription } from "@/lib/api-client";
import { useSettings } from "../api/settings";
import { AdminUsers } from "./AdminUsers";
import { NotificationSettingsForm } from "./NotificationSettings";

/** /admin/settings: three tabs; the first two save to the server, the third manages staff. */
export function AdminSettings() {
  const settings = useSettings();
  const body = (section: "templates" | "geo") =>
    settings.isPending ? (
      <LoadingState label="Loading settings..." />
    ) : settings.isError ? (
      <ErrorState title="Could not load settings" message={errorDescription(settings.error)} />
    ) : (
      <NotificationSettingsForm settings={settings.data.notifications} section={section} />
    );
  return (
    <Tabs defaultValue="templates">
      <TabsList>
        <TabsTrigger value="templates">Notification Templates</TabsTrigger>
        <TabsTrigger value="geo">Geofencing &amp; Alerts</TabsTrigger>
        <TabsTrigger value="users">Admin Users</TabsTrigger>
      </TabsList>
      <TabsContent value="templates">{body("templates")}</TabsContent>
      <TabsContent value="geo">{body("geo")}</TabsContent>
      <TabsContent value="users">
        <AdminUsers />
      </TabsContent>
    </Tabs>
  );
}
