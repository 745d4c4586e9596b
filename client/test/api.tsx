// Client test helpers shared by the feature tests: a fetch stub answering per "METHOD path", and a
// render wrapped in the app's query client and toaster.
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch with a handler per "METHOD path" (path without the query string). */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Array<{ method: string; url: string; body: unknown; headers: Record<string, string> }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? "GET").toUpperCase();
    calls.push({
      method,
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers as Record<string, string>) ?? {},
    });
    const handler = handlers[`${method} ${url.split("?")[0]}`];
    if (!handler) return new Response(JSON.stringify({ message: "not stubbed" }), { status: 404 });
    return handler(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, calls };
}

/** A handler answering each call with the next answer in turn; an Error is thrown (no connection). */
export function inTurn(...list: Array<Response | Error>): Handler {
  return async () => {
    const next = list.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  };
}

/** navigator.onLine under the test's control (set `.online`); vi.restoreAllMocks undoes it. */
export function stubOnline() {
  const connection = { online: true };
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => connection.online);
  return connection;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        {ui}
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
