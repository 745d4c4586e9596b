import { AdminNav } from "@/features/admin/components/AdminNav";
import { Drills } from "@/features/admin/components/Drills";
import { PageShell } from "./PageShell";

export default function AdminDrillsPage() {
  return (
    <PageShell title="Drills" wide>
      <AdminNav />
      <Drills />
    </PageShell>
  );
}
