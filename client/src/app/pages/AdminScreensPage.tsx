import { AdminNav } from "@/features/admin/components/AdminNav";
import { ScreenLinks } from "@/features/admin/components/ScreenLinks";
import { PageShell } from "./PageShell";

export default function AdminScreensPage() {
  return (
    <PageShell title="Alert Screens" wide>
      <AdminNav />
      <ScreenLinks />
    </PageShell>
  );
}
