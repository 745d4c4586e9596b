import { useParams } from "wouter";
import { PoliceLinkConfirmation } from "@/features/police/components/PoliceLinkConfirmation";
import { PageShell } from "./PageShell";

/** /police-confirm/{token}: the single-use link e-mailed to the police address. */
export default function PoliceConfirmPage() {
  const { token = "" } = useParams<{ token: string }>();
  return (
    <PageShell>
      <div className="mx-auto max-w-xl">
        <PoliceLinkConfirmation token={token} />
      </div>
    </PageShell>
  );
}
