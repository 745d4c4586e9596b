import { useLocation } from "wouter";
import { ReportForm } from "@/features/alerts/components/ReportForm";
import { PageShell } from "./PageShell";

export default function ReportPage() {
  const [, navigate] = useLocation();
  return (
    <PageShell title="Report a Missing Person">
      <p className="mb-6 max-w-3xl text-gray-700">
        Tell us who is missing and where they were last seen. A moderator checks every report before it is
        sent to subscribers as an alert, so please give accurate details and a phone number where you can be
        reached.
      </p>
      <ReportForm onSubmitted={() => navigate("/active-alerts")} />
    </PageShell>
  );
}
