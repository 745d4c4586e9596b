import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { errorDescription } from "@/lib/api-client";
import { useStaffSession } from "../api/session";
import { SignOutButton } from "./SignOutButton";

/**
 * Wraps every /admin/* page. Signed out, it shows the sign-in screen in place (the URL stays,
 * so signing in lands on the page that was asked for); signed in as a moderator, it explains
 * that the page is for admins. The server enforces the same rule on every admin call.
 */
export function AdminGuard({ signIn, children }: { signIn: ReactNode; children: ReactNode }) {
  const session = useStaffSession();
  if (session.isPending) return <LoadingState />;
  if (session.isError) {
    return (
      <ErrorState
        title="Could not check your sign-in"
        message={errorDescription(session.error)}
        onRetry={() => session.refetch()}
      />
    );
  }
  const staff = session.data.staff;
  if (!staff) return <>{signIn}</>;
  if (staff.role !== "admin") {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <Card className="space-y-4 p-6">
          <h1 className="text-xl font-semibold text-gray-900">Admin access required</h1>
          <p className="text-sm text-gray-700">
            You are signed in as <strong>{staff.username}</strong>, a{" "}
            {staff.role === "police" ? "police liaison" : "moderator"}. This page is for administrators.
            Moderators review reports on the moderator dashboard at /verification; police liaisons confirm
            cases at /police.
          </p>
          <SignOutButton />
        </Card>
      </div>
    );
  }
  return (
    <>
      <div className="border-b border-gray-200 bg-gray-50">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 py-2 text-sm text-gray-700">
          <span>
            Signed in as <strong>{staff.username}</strong>
          </span>
          <SignOutButton />
        </div>
      </div>
      {children}
    </>
  );
}
