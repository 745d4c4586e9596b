import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useSignOut } from "../api/sign-out";

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onError: (error) =>
            toast({
              title: "Could not sign out",
              description: errorDescription(error),
              variant: "destructive",
            }),
        })
      }
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      Sign Out
    </Button>
  );
}
