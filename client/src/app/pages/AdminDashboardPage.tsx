import { AdminDashboard } from "@/features/admin/components/AdminDashboard";
import { AdminNav } from "@/features/admin/components/AdminNav";
import { PageShell } from "./PageShell";

export default function AdminDashboardPage() {
  return (
    <PageShell title="Missing Child Admin Panel" wide>
      <AdminNav />
      <AdminDashboard />
    </PageShell>
  );
}
