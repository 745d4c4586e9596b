import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LanguageProvider, loadTexts } from "@/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { Layout } from "./Layout";

// The server sends each page's title; moving between pages in the browser puts back the site's,
// in the page's language, and leaves an alert page's own title alone.

function renderAt(path: string, language: "en" | "es" | "pt") {
  const location = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LanguageProvider language={language}>
        <Router hook={location.hook}>
          <Suspense fallback={null}>
            <Layout>
              <p>page</p>
            </Layout>
          </Suspense>
        </Router>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return location;
}

describe("the document title", () => {
  beforeAll(() => Promise.all([loadTexts("es", "common"), loadTexts("pt", "common")]));

  it("is the site's in the page's language, except on an alert's page", async () => {
    document.title = "DESAPARECIDO/A: Aaliyah Persaud, 9";
    const location = renderAt("/alert/7", "es");
    await waitFor(() => expect(document.querySelector("main")).toBeTruthy());
    expect(document.title).toBe("DESAPARECIDO/A: Aaliyah Persaud, 9");
    act(() => location.navigate("/subscribe"));
    await waitFor(() => expect(document.title).toBe("Alertas de personas desaparecidas, Guyana"));
  });

  it("in Portuguese and English", async () => {
    renderAt("/report", "pt");
    await waitFor(() => expect(document.title).toBe("Alertas de pessoas desaparecidas, Guiana"));
    cleanup();
    renderAt("/", "en");
    await waitFor(() => expect(document.title).toBe("Missing Person Alerts, Guyana"));
  });
});
