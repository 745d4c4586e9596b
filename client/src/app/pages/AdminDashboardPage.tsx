import { AdminDashboard } from "@/features/admin/components/AdminDashboard";
import { AdminNav } from "@/features/admin/components/AdminNav";
import { ProblemReportsSection } from "@/features/problem-reports/components/ProblemReportsQueue";
import { PageShell } from "./PageShell";

export default function AdminDashboardPage() {
  return (
    <PageShell title="Missing Child Admin Panel" wide>
      <AdminNav />
      <AdminDashboard problemReports={<ProblemReportsSection />} />
    </PageShell>
  );
}
