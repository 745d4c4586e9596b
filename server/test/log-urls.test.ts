import { describe, expect, it } from "vitest";
import { loggableUrl } from "../src/http/access-log";

describe("request URLs in the log", () => {
  it("drop the query string and the tokens of manage and unsubscribe links and push tickets", () => {
    expect(loggableUrl("/api/alerts?verified=true&search=Asha")).toBe("/api/alerts");
    expect(loggableUrl("/api/subscribers/manage/abcDEF123_-xyz")).toBe("/api/subscribers/manage/[token]");
    expect(loggableUrl("/api/webhooks/email/unsubscribe/abcDEF123?x=1")).toBe(
      "/api/webhooks/email/unsubscribe/[token]",
    );
    expect(loggableUrl("/unsubscribe/abcDEF123")).toBe("/unsubscribe/[token]");
    expect(loggableUrl(`/api/push/tickets/${"t".repeat(32)}`)).toBe("/api/push/tickets/[token]");
    expect(loggableUrl("/api/alerts/12")).toBe("/api/alerts/12");
  });

  it("drop the token of a police confirmation link, on its page and its API", () => {
    const token = "Zq3x_9-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
    expect(loggableUrl(`/police-confirm/${token}`)).toBe("/police-confirm/[token]");
    expect(loggableUrl(`/api/police-confirmation/${token}`)).toBe("/api/police-confirmation/[token]");
    expect(loggableUrl("/api/alerts/12/police-confirmation")).toBe("/api/alerts/12/police-confirmation");
  });

  it("drop the token of an alert screen's link, on its page and its API, not an admin's screen number", () => {
    const token = "Zq3x_9-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
    expect(loggableUrl(`/screen/${token}`)).toBe("/screen/[token]");
    expect(loggableUrl(`/api/screens/${token}/alerts`)).toBe("/api/screens/[token]/alerts");
    expect(loggableUrl("/api/admin/screens/7")).toBe("/api/admin/screens/7");
  });
});
