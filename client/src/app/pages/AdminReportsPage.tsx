import { AdminNav } from "@/features/admin/components/AdminNav";
import { Analytics } from "@/features/admin/components/Analytics";
import { PageShell } from "./PageShell";

export default function AdminReportsPage() {
  return (
    <PageShell title="Analytics and Reports" wide>
      <AdminNav />
      <Analytics />
    </PageShell>
  );
}
