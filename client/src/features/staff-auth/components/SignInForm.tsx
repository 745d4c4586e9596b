import { LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/form-controls";
import { ApiError, errorDescription } from "@/lib/api-client";
import { useSignIn } from "../api/sign-in";

/** Username and password for the admin area; the server sets an httpOnly session cookie. */
export function SignInForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate({ username: username.trim(), password }, { onSettled: () => setPassword("") });
  };

  const error = missing
    ? "Enter your username and password."
    : signIn.error instanceof ApiError && signIn.error.status === 401
      ? "Invalid username or password."
      : signIn.error
        ? errorDescription(signIn.error)
        : null;

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      noValidate
      aria-describedby={error ? "sign-in-error" : undefined}
    >
      <Field id="staff-username" label="Username">
        <Input
          id="staff-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={signIn.isPending}
        />
      </Field>
      <Field id="staff-password" label="Password">
        <Input
          id="staff-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={signIn.isPending}
        />
      </Field>
      {error && (
        <p id="sign-in-error" role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        {signIn.isPending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
