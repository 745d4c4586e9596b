import { parsePositiveId } from "@shared/ids";
import { useParams } from "wouter";
import { useLevelStyles } from "@/features/admin/api/level-styles";
import { AdminNav } from "@/features/admin/components/AdminNav";
import { SearchAreaScreen } from "@/features/search-area/components/SearchAreaScreen";
import NotFoundPage from "./NotFoundPage";
import { PageShell } from "./PageShell";

/** /admin/alerts/{id}/search-area: a verified case's search area, as the admin steers it. */
export default function AdminSearchAreaPage() {
  const id = parsePositiveId(useParams<{ id: string }>().id);
  const styles = useLevelStyles();
  if (id === null) return <NotFoundPage />;
  return (
    <PageShell title="Search area" wide>
      <AdminNav />
      <SearchAreaScreen alertId={id} styles={styles} />
    </PageShell>
  );
}
