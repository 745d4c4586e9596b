import { Card } from "@/components/ui/card";
import { AdminDashboard } from "@/features/admin/components/AdminDashboard";
import { AdminNav } from "@/features/admin/components/AdminNav";
import { CloseCaseDialog } from "@/features/cases/components/CloseCaseDialog";
import { StaleCasesCount, StaleCasesList } from "@/features/cases/components/StaleCases";
import { ProblemReportsSection } from "@/features/problem-reports/components/ProblemReportsQueue";
import { SafeRequestsSection } from "@/features/safe-requests/components/SafeRequestsQueue";
import { SearchAreaLink } from "@/features/search-area/components/SearchAreaLink";
import { PageShell } from "./PageShell";

/** Quiet cases for the admin's "still missing?" check. */
function StaleCasesSection() {
  return (
    <Card className="p-4">
      <h2 className="mb-4 flex items-center gap-2 text-xl font-semibold text-gray-900">
        Still missing?
        <StaleCasesCount />
      </h2>
      <StaleCasesList />
    </Card>
  );
}

export default function AdminDashboardPage() {
  return (
    <PageShell title="Missing Child Admin Panel" wide>
      <AdminNav />
      <AdminDashboard
        problemReports={
          <>
            <ProblemReportsSection />
            <SafeRequestsSection />
          </>
        }
        staleCases={<StaleCasesSection />}
        closeCase={(alert) => <CloseCaseDialog alertId={alert.id} name={alert.name} />}
        searchArea={(alert) => <SearchAreaLink alertId={alert.id} name={alert.name} />}
      />
    </PageShell>
  );
}
