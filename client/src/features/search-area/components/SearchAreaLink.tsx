import { Radar } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";

/** The admin's page of a case's search area. */
export const searchAreaPagePath = (alertId: number) => `/admin/alerts/${alertId}/search-area`;

/** The way from an approved report's row to its search area. */
export function SearchAreaLink({ alertId, name }: { alertId: number; name: string }) {
  return (
    <Link href={searchAreaPagePath(alertId)} className={buttonClasses("outline", "sm")}>
      <Radar className="h-4 w-4" aria-hidden="true" />
      Search area<span className="sr-only"> of the alert for {name}</span>
    </Link>
  );
}
