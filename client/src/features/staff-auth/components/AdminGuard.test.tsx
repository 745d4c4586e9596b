import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { AdminGuard } from "./AdminGuard";
import { SignInForm } from "./SignInForm";

let signedIn: { id: number; username: string; role: string } | null;
let calls: { method: string; url: string; body?: string; credentials?: string }[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  signedIn = null;
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body as string | undefined, credentials: init.credentials });
      if (url === "/api/auth/session") return json(200, { staff: signedIn });
      if (url === "/api/auth/login") {
        const { username, password } = JSON.parse(String(init.body));
        if (username === "chief" && password === "right password 123") {
          signedIn = { id: 1, username: "chief", role: "admin" };
          return json(200, { staff: signedIn });
        }
        if (username === "locked")
          return json(429, { message: "Too many failed attempts. Please wait 15 minutes and try again." });
        return json(401, { message: "Invalid username or password" });
      }
      if (url === "/api/auth/logout") {
        signedIn = null;
        return new Response(null, { status: 204 });
      }
      return json(404, { message: "Not found" });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderGuarded() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminGuard signIn={<SignInForm />}>
        <h1>Missing Child Admin Panel</h1>
      </AdminGuard>
    </QueryClientProvider>,
  );
}

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText("Username"), { target: { value: username } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("admin guard", () => {
  it("shows the sign-in form instead of the page when signed out", async () => {
    renderGuarded();
    expect(await screen.findByLabelText("Username")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toHaveProperty("type", "password");
    expect(screen.queryByText("Missing Child Admin Panel")).toBeNull();
  });

  it("says the same thing for any wrong username or password, and shows the lockout message", async () => {
    renderGuarded();
    await screen.findByLabelText("Username");
    fill("chief", "wrong");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid username or password.");
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "");
    fill("locked", "whatever");
    expect((await screen.findByText(/Too many failed attempts/)).textContent).toContain("15 minutes");
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter your username and password.");
  });

  it("signs in, shows the page with a sign-out button, and signs out", async () => {
    renderGuarded();
    await screen.findByLabelText("Username");
    fill("chief", "right password 123");
    expect(await screen.findByText("Missing Child Admin Panel")).toBeTruthy();
    expect(screen.getByText("chief")).toBeTruthy();
    const login = calls.find((c) => c.url === "/api/auth/login")!;
    expect(login.credentials).toBe("include");
    fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByLabelText("Username")).toBeTruthy();
    expect(screen.queryByText("Missing Child Admin Panel")).toBeNull();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/auth/logout")).toBe(true);
  });

  it("tells a signed-in moderator the page is for admins", async () => {
    signedIn = { id: 2, username: "mod", role: "moderator" };
    renderGuarded();
    expect(await screen.findByRole("heading", { name: "Admin access required" })).toBeTruthy();
    expect(screen.queryByText("Missing Child Admin Panel")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeTruthy();
  });
});
