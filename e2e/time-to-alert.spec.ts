import { type APIRequestContext, expect, test } from "@playwright/test";
import type { DurationFigure, TimeToAlertResponse } from "../shared/time-to-alert";
import { formatDuration } from "../shared/time-to-alert";
import { adminApi, expectNoSeriousA11yViolations, reportAlert, signIn } from "./staff-helpers";

// After a case: a subscriber near the place, a report verified through the API, the dispatcher
// sends (the log transport: no provider in e2e), and the dashboard and Analytics show the time
// to alert the delivery log gives, per channel, as the API computes it.

const PLACE = { latitude: 6.8045, longitude: -58.1553 };

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api.dispose();
});

const shown = (f: DurationFigure) =>
  f.median === null || f.worst === null
    ? "—"
    : `${formatDuration(f.median)} (worst ${formatDuration(f.worst)}, #${f.worstAlertId})`;

test("the dashboard shows the time to alert of a case just sent", async ({ page }) => {
  const subscribed = await api.post("/api/subscribers", {
    data: {
      name: "Tara Timing",
      email: `tara.${Date.now()}@example.gy`,
      phone: `+592 7${String(Date.now() % 1_000_000).padStart(6, "0")}`,
      location: "Regent Street, Georgetown, Guyana",
      ...PLACE,
    },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const id = await reportAlert(api, {
    name: "Timing Child",
    lastLocation: "Regent Street, Georgetown",
    ...PLACE,
  });
  const verified = await api.post(`/api/alerts/${id}/verify`, { data: { level: "red" } });
  expect(verified.status(), await verified.text()).toBe(200);

  // The dispatcher in the server sends everything queued (logged: no provider is configured).
  await expect
    .poll(async () => {
      const res = await api.get(`/api/admin/alerts/${id}/notifications`);
      const { counts } = (await res.json()) as { counts: { status: string; count: number }[] };
      const waiting = counts.filter((c) => c.status === "queued" || c.status === "sending");
      return counts.length > 0 && waiting.length === 0;
    })
    .toBe(true);
  const times = (await (await api.get("/api/admin/time-to-alert?days=30")).json()) as TimeToAlertResponse;
  expect(times.cases).toBeGreaterThanOrEqual(1);
  const sms = times.channels.find((c) => c.channel === "sms")!;
  expect(sms.firstMessage.cases).toBeGreaterThanOrEqual(1);
  expect(sms.firstMessage.median).not.toBeNull();

  await signIn(page, "/admin/dashboard");
  const card = page.getByTestId("time-to-alert");
  await expect(card.getByRole("heading", { name: /Time to alert/ })).toBeVisible();
  await expect(page.getByTestId("time-to-alert-report")).toContainText(
    `Report to verified: ${shown(times.reportToVerified)}`,
  );
  for (const channel of times.channels) {
    const cells = page.getByTestId(`time-to-alert-${channel.channel}`).getByRole("cell");
    await expect(cells.nth(0)).toHaveText(shown(channel.firstMessage));
  }
  // No provider in e2e: the SMS row says its messages were logged, not sent.
  await expect(page.getByTestId("time-to-alert-sms").getByRole("rowheader")).toContainText(
    "(logged, not sent)",
  );
  await expectNoSeriousA11yViolations(page);

  // Analytics: Avg. Time to Notify to the second, and the same table for the period chosen.
  await page.getByRole("link", { name: "Analytics" }).click();
  await page.getByRole("tab", { name: "Notification Metrics" }).click();
  const analytics = await (await api.get("/api/admin/analytics?days=30")).json();
  await expect(page.getByTestId("figure-Avg. Time to Notify")).toHaveText(
    analytics.notifications.avgSecondsToSend === null
      ? "—"
      : formatDuration(analytics.notifications.avgSecondsToSend),
  );
  await expect(
    page.getByRole("tabpanel").getByTestId("time-to-alert-sms").getByRole("cell").nth(0),
  ).toHaveText(shown(sms.firstMessage));
});
