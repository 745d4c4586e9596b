import { COPY_CONFIRMATION_MS } from "@shared/constants";
import { common } from "@shared/i18n/common.en";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calendarDate } from "@/i18n/dates";
import { loadTexts, translator } from "@/i18n/i18n";
import { siteConfigQueryOptions } from "@/lib/site-config";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { ShareSection } from "./ShareSection";

const site = {
  brandName: "Hope Alert",
  emergencyPhone: "911",
  whatsappBusinessNumber: "+5926000000",
  memorialName: "Hope",
  memorialStory: "Story",
  contestPrize: "$1,000 USD",
  contestEndDate: "2025-06-30",
  publicUrl: "https://alerts.example.gy",
  facebookUrl: "https://www.facebook.com/",
  twitterUrl: "https://twitter.com/",
  instagramUrl: "https://www.instagram.com/",
  mapTileUrl: "",
  mapTileAttribution: "",
};

function renderShare(now: Date) {
  stubApi({ "GET /api/config/site": () => json(site) });
  const result = renderWithClient(<ShareSection now={now} />);
  result.client.setQueryData(siteConfigQueryOptions().queryKey, site);
  return result;
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("share section", () => {
  it("invites entries to the contest before its end date", async () => {
    renderShare(new Date("2025-06-30T20:00:00Z"));
    expect(await screen.findByText(/wins/)).toBeTruthy();
    expect(screen.getByTestId("contest-text").textContent).toContain(
      "The person who brings the most people to join through their referral wins $1,000 USD. The contest ends June 30, 2025.",
    );
    expect(screen.getByRole("heading", { name: "Share and Win $1,000 USD" })).toBeTruthy();
  });

  it("says the contest has ended after its end date, and the share links still work", async () => {
    renderShare(new Date("2025-07-01T00:00:01Z"));
    expect(await screen.findByRole("heading", { name: "Spread the Word" })).toBeTruthy();
    expect(screen.getByTestId("contest-text").textContent).toContain("has ended");
    expect(screen.getByTestId("contest-text").textContent).not.toMatch(/wins/);
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent("https://alerts.example.gy/")}`,
      expect.stringMatching(
        /^https:\/\/twitter\.com\/intent\/tweet\?text=.+&url=https%3A%2F%2Falerts\.example\.gy%2F$/,
      ),
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=.+alerts\.example\.gy/),
      expect.stringMatching(/^sms:\?body=.+alerts\.example\.gy/),
    ]);
  });

  it("copies the link and shows 'Copied!' for 2 seconds", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderShare(new Date("2026-01-01T00:00:00Z"));
    await screen.findByRole("heading", { name: "Spread the Word" });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
    });
    expect(writeText).toHaveBeenCalledWith("https://alerts.example.gy/");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 10));
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeTruthy();
  });

  it("shows 'Failed to copy' when the clipboard refuses", async () => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) },
      configurable: true,
    });
    renderShare(new Date("2026-01-01T00:00:00Z"));
    fireEvent.click(await screen.findByRole("button", { name: "Copy Link" }));
    expect(await screen.findByText("Failed to copy")).toBeTruthy();
    expect(screen.getByText("Please try selecting and copying the link manually.")).toBeTruthy();
    expect(screen.queryByText("Copied!")).toBeNull();
  });

  it("formats the configured end date in the page's language, whatever the zone", async () => {
    await loadTexts("es", "common");
    expect(calendarDate(translator("en", common), "2025-06-30")).toBe("June 30, 2025");
    expect(calendarDate(translator("es", common), "2025-06-01")).toBe("1 de junio de 2025");
    expect(calendarDate(translator("en", common), "soon")).toBe("");
  });
});
