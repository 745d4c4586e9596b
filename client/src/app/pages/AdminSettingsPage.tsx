import { AdminNav } from "@/features/admin/components/AdminNav";
import { AdminSettings } from "@/features/admin/components/AdminSettings";
import { PageShell } from "./PageShell";

export default function AdminSettingsPage() {
  return (
    <PageShell title="Admin Settings" wide>
      <AdminNav />
      <AdminSettings />
    </PageShell>
  );
}
