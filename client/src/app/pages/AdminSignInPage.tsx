import { Lock } from "lucide-react";
import { Card } from "@/components/ui/card";
import { SignInForm } from "@/features/staff-auth/components/SignInForm";

/** Shown in place of any /admin/* page to a visitor who is not signed in. */
export default function AdminSignInPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card className="p-6">
        <div className="mb-6 flex items-center gap-3">
          <Lock className="h-8 w-8 text-brand-700" aria-hidden="true" />
          <div>
            <h1 className="text-2xl font-bold text-gray-900">Admin Sign In</h1>
            <p className="text-sm text-gray-600">Staff only. Sign in to open the admin panel.</p>
          </div>
        </div>
        <SignInForm />
      </Card>
    </div>
  );
}
