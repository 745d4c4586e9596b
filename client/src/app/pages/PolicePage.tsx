import { ShieldCheck } from "lucide-react";
import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { PoliceCaseList } from "@/features/police/components/PoliceCaseList";
import { useStaffSession } from "@/features/staff-auth/api/session";
import { SignInForm } from "@/features/staff-auth/components/SignInForm";
import { SignOutButton } from "@/features/staff-auth/components/SignOutButton";
import { errorDescription } from "@/lib/api-client";
import { PageShell } from "./PageShell";

/**
 * /police: a police liaison signs in and confirms, in one step each, the reports waiting for a
 * police confirmation. An admin may use it too; a moderator is told it is not theirs.
 */
export default function PolicePage() {
  const session = useStaffSession();
  if (session.isPending) return <LoadingState />;
  if (session.isError)
    return (
      <ErrorState
        title="Could not check your sign-in"
        message={errorDescription(session.error)}
        onRetry={() => session.refetch()}
      />
    );
  const staff = session.data.staff;
  if (!staff)
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <Card className="p-6">
          <div className="mb-6 flex items-center gap-3">
            <ShieldCheck className="h-8 w-8 text-brand-700" aria-hidden="true" />
            <div>
              <h1 className="text-2xl font-bold text-gray-900">Police Sign In</h1>
              <p className="text-sm text-gray-600">
                For police liaisons: confirm reports before they are published.
              </p>
            </div>
          </div>
          <SignInForm />
        </Card>
      </div>
    );
  return (
    <PageShell title="Cases Waiting for the Police">
      <div className="mb-4 flex items-center justify-end gap-3 text-sm text-gray-700">
        <span>
          Signed in as <strong>{staff.username}</strong>
        </span>
        <SignOutButton />
      </div>
      {staff.role === "moderator" ? (
        <p className="text-gray-700">
          This page is for police liaisons. Moderators review reports at /verification.
        </p>
      ) : (
        <PoliceCaseList />
      )}
    </PageShell>
  );
}
