import type { UnlockResponse } from "@shared/staff";
import { ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription } from "@/lib/api-client";
import { useUnlock } from "../api/unlock";

/** The dashboard's gate: one 'Moderator Access Code' field, checked by the server. */
export function ModeratorGate({ onUnlocked }: { onUnlocked: (unlocked: UnlockResponse) => void }) {
  const [code, setCode] = useState("");
  const unlock = useUnlock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      toast({
        title: "Invalid access code",
        description: "Please enter the correct moderator access code.",
        variant: "destructive",
      });
      return;
    }
    unlock.mutate(code, {
      onSuccess: (unlocked) => {
        setCode("");
        toast({ title: "Access granted", description: "You now have moderator access to verify reports." });
        onUnlocked(unlocked);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast({ title: "Too many attempts", description: errorDescription(error), variant: "destructive" });
        } else if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
          toast({
            title: "Invalid access code",
            description: "Please enter the correct moderator access code.",
            variant: "destructive",
          });
        } else {
          toast({
            title: "Could not check the code",
            description: errorDescription(error),
            variant: "destructive",
          });
        }
      },
    });
  };

  return (
    <Card className="mx-auto max-w-md p-6">
      <div className="mb-4 flex items-center gap-3">
        <ShieldCheck className="h-8 w-8 text-brand-700" aria-hidden="true" />
        <div>
          <h1 className="text-xl font-semibold text-gray-900">Moderator Access</h1>
          <p className="text-sm text-gray-600">Enter your personal access code to review reports.</p>
        </div>
      </div>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field id="moderator-access-code" label="Moderator Access Code">
          <Input
            id="moderator-access-code"
            type="password"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            disabled={unlock.isPending}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={unlock.isPending}>
          {unlock.isPending ? "Verifying..." : "Verify Access"}
        </Button>
      </form>
    </Card>
  );
}
