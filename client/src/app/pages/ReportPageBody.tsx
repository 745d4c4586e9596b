import { useLocation } from "wouter";
import { ReportForm } from "@/features/alerts/components/ReportForm";

/** The report form (loaded on demand); a sent report leads to the active alerts. */
export default function ReportPageBody() {
  const [, navigate] = useLocation();
  return <ReportForm onSubmitted={() => navigate("/active-alerts")} />;
}
