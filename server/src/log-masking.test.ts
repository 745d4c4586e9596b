import { describe, expect, it } from "vitest";
import { maskLinkTokens, maskLogCall } from "./log-masking";

const TOKEN = "Zq3x_9-AbCdEfGhIjKlMnOpQrStUv";

describe("maskLinkTokens", () => {
  it("masks manage, unsubscribe and ticket tokens wherever a link stands in the text", () => {
    const text = [
      `Manage: https://alerts.example.gy/manage/${TOKEN}`,
      `Unsubscribe: https://alerts.example.gy/unsubscribe/${TOKEN}.`,
      `<a href="https://alerts.example.gy/api/webhooks/email/unsubscribe/${TOKEN}">stop</a>`,
      `PUT /api/push/tickets/${TOKEN}?x=1`,
    ].join("\n");
    const masked = maskLinkTokens(text);
    expect(masked).not.toContain(TOKEN.slice(0, 10));
    expect(masked).toContain("https://alerts.example.gy/manage/[token]");
    expect(masked).toContain('/api/webhooks/email/unsubscribe/[token]">stop');
    expect(masked).toContain("/api/push/tickets/[token]?x=1");
  });

  it("masks an alert screen's token in its page and its API, not an admin's screen number", () => {
    const masked = maskLinkTokens(
      `GET /screen/${TOKEN}\nGET /api/screens/${TOKEN}/alerts\nPATCH /api/admin/screens/12`,
    );
    expect(masked).not.toContain(TOKEN.slice(0, 10));
    expect(masked).toBe("GET /screen/[token]\nGET /api/screens/[token]/alerts\nPATCH /api/admin/screens/12");
  });

  it("leaves text without a link token as it is", () => {
    const text = "MISSING: Asha, 9. Last seen at Bourda Market. https://alerts.example.gy/alert/12";
    expect(maskLinkTokens(text)).toBe(text);
  });
});

describe("maskLogCall", () => {
  it("masks the message and plain objects' strings, and leaves other objects to their serializers", () => {
    const calls: unknown[][] = [];
    const request = new (class Request {
      url = `/api/subscribers/manage/${TOKEN}`;
    })();
    maskLogCall(
      [
        { text: `see /manage/${TOKEN}`, nested: { link: `/unsubscribe/${TOKEN}` }, req: request },
        `at /tickets/${TOKEN}`,
      ],
      (...args) => calls.push(args),
    );
    const [object, message] = calls[0] as [Record<string, unknown>, string];
    expect(JSON.stringify(object.text)).not.toContain(TOKEN);
    expect(JSON.stringify(object.nested)).not.toContain(TOKEN);
    expect(message).toBe("at /tickets/[token]");
    expect(object.req).toBe(request);
  });
});
