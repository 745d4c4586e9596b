import { toGsmFriendly } from "@shared/notifications";
import { defaultNotificationSettings } from "@shared/settings";
import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone } from "./mask";
import { smsLength } from "./sms-encoding";
import {
  type AlertFacts,
  htmlToText,
  type MessageVariant,
  PLAIN_ALERT,
  placeholderValues,
  renderMessage,
  renderSms,
  type SiteFacts,
} from "./templates";

const site: SiteFacts = { publicUrl: "https://alerts.example.gy", hotline: "911", brandName: "Hope Alert" };
const alert: AlertFacts = {
  id: 42,
  name: "Aaliyah Persaud",
  age: 9,
  lastLocation: "Stabroek Market, Georgetown",
  lastSeen: new Date("2025-05-05T18:30:00Z"),
  description: "Slim build, shoulder-length black hair in two plaits.",
  photoUrl: "/api/photos/abc",
  sharingPolicy: "share_widely",
};
const settings = defaultNotificationSettings("Hope Alert");

describe("SMS length", () => {
  it("counts GSM-7 and UCS-2 segments", () => {
    expect(smsLength("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsLength("a".repeat(161)).segments).toBe(2);
    expect(smsLength("a".repeat(306)).segments).toBe(2);
    expect(smsLength("a".repeat(307)).segments).toBe(3);
    expect(smsLength("{}").units).toBe(4); // extension characters take two septets
    expect(smsLength("Ā".repeat(70))).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsLength("Ā".repeat(71)).segments).toBe(2);
    expect(smsLength("Ā".repeat(135)).segments).toBe(3);
  });

  it("maps typographic punctuation to GSM characters", () => {
    expect(toGsmFriendly("Kiana’s “pink” bag – last seen…")).toBe(`Kiana's "pink" bag - last seen...`);
    expect(smsLength(toGsmFriendly("it’s")).encoding).toBe("GSM-7");
  });
});

describe("renderSms", () => {
  const values = placeholderValues(alert, site);

  it("fills every placeholder and fits one segment for a typical alert", () => {
    const text = renderSms(settings.smsTemplate, values);
    expect(text).toBe(
      "Hope Alert MISSING: Aaliyah Persaud, 9, last seen Stabroek Market, Georgetown, Mon 5 May, 2:30 pm. If seen, call 911. https://alerts.example.gy/alert/42",
    );
    expect(smsLength(text).segments).toBe(1);
  });

  it("shortens the description, then the location, never the link or the hotline, to stay within two segments", () => {
    const template = "[Name] ([Age]) missing near [Location] at [Time]. [Description] Call [Hotline] [Link]";
    const long = {
      ...values,
      Description: "Very long description of the clothing and appearance. ".repeat(12),
      Location:
        "Lot 12 Somewhere Street, a very long address in a village far up the river, Region 10, Guyana ".repeat(
          3,
        ),
    };
    const text = renderSms(template, long);
    expect(smsLength(text).segments).toBeLessThanOrEqual(2);
    expect(text).toContain("Call 911 https://alerts.example.gy/alert/42");
    expect(text).toContain("Aaliyah Persaud (9)");
    expect(text).toContain("...");
  });

  it("keeps a UCS-2 message (a name with no Latin spelling) within two segments of 67", () => {
    const template = "[Name] missing near [Location]. [Description] Call [Hotline] [Link]";
    const text = renderSms(template, { ...values, Name: "李小龙", Description: "x ".repeat(200) });
    expect(smsLength(text)).toMatchObject({ encoding: "UCS-2" });
    expect(smsLength(text).segments).toBeLessThanOrEqual(2);
    expect(text.endsWith("Call 911 https://alerts.example.gy/alert/42")).toBe(true);
  });
});

describe("e-mail", () => {
  it("escapes the report's text in HTML, shows the served photo and adds the unsubscribe footer", () => {
    const message = renderMessage({
      channel: "email",
      kind: "alert",
      settings,
      alert: { ...alert, name: "<script>alert(1)</script> & Co" },
      site,
      unsubscribeToken: "tok123",
    });
    if (message.channel !== "email") throw new Error("expected e-mail");
    expect(message.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain('<img src="https://alerts.example.gy/api/photos/abc"');
    expect(message.subject).toBe(
      "MISSING: <script>alert(1)</script> & Co, age 9, last seen at Stabroek Market, Georgetown",
    );
    expect(message.text).toContain("<script>alert(1)</script> & Co");
    expect(message.text).toContain("report a sighting: https://alerts.example.gy/alert/42");
    expect(message.text).toContain("Unsubscribe: https://alerts.example.gy/unsubscribe/tok123");
    expect(message.oneClickUrl).toBe("https://alerts.example.gy/api/webhooks/email/unsubscribe/tok123");
  });

  it("drops the image when the alert has no served photo (data URLs are not shown)", () => {
    const message = renderMessage({
      channel: "email",
      kind: "alert",
      settings,
      alert: { ...alert, photoUrl: "data:image/jpeg;base64,AAAA" },
      site,
      unsubscribeToken: "t",
    });
    if (message.channel !== "email") throw new Error("expected e-mail");
    expect(message.html).not.toContain("<img");
    expect(message.html).not.toContain("[PhotoUrl]");
  });

  it("turns HTML into readable text", () => {
    expect(
      htmlToText(
        '<h1>Title</h1><p>Line one<br>Line two</p><p><a href="https://x.gy">here</a> &amp; more</p>',
      ),
    ).toBe("Title\n\nLine one\nLine two\n\nhere (https://x.gy) & more");
  });
});

describe("WhatsApp and follow-up", () => {
  it("includes the description on WhatsApp and writes a short follow-up for the same channel", () => {
    const wa = renderMessage({
      channel: "whatsapp",
      kind: "alert",
      settings,
      alert,
      site,
      unsubscribeToken: "t",
    });
    expect(wa.channel === "whatsapp" && wa.text).toContain("Slim build, shoulder-length black hair");
    const follow = renderMessage({
      channel: "sms",
      kind: "resolved",
      settings,
      alert,
      site,
      unsubscribeToken: "t",
    });
    expect(follow.channel === "sms" && follow.text).toBe(
      "Hope Alert: the missing-person alert for Aaliyah Persaud is closed. Thank you for looking and sharing. https://alerts.example.gy/alert/42/text",
    );
  });
});

describe("masking for logs", () => {
  it("keeps too little of a phone number or an address to contact anyone", () => {
    expect(maskPhone("+5926001234")).toBe("+*******234");
    expect(maskPhone("whatsapp:+5926001234")).toBe("+*******234");
    expect(maskEmail("jane.doe@example.gy")).toBe("j***@example.gy");
  });
});

describe("[Time]", () => {
  it("is Guyana's local time, with noon as 12 pm", () => {
    expect(placeholderValues({ ...alert, lastSeen: new Date("2026-11-14T16:36:00Z") }, site).Time).toBe(
      "Sat 14 Nov, 12:36 pm",
    );
  });
});

describe("the follow-up of an appeal that ended quietly", () => {
  const ended = { ...alert, appealEnded: true };
  const render = (channel: "sms" | "whatsapp" | "email" | "push", custom = settings) =>
    renderMessage({
      channel,
      kind: "resolved",
      settings: custom,
      alert: ended,
      site,
      unsubscribeToken: "tok",
    });

  it("says the appeal ended on every channel and names nobody, even in an admin's template", () => {
    // A template saved by hand before the rule: its placeholders stay empty.
    const custom = {
      ...settings,
      appealEndedTemplate: "[Name] of [Location] ([Age]): ended. [Link] [Hotline]",
    };
    for (const channel of ["sms", "whatsapp", "email", "push"] as const) {
      for (const message of [render(channel), render(channel, custom)]) {
        expect(message.text, channel).not.toContain("Aaliyah");
        expect(message.text, channel).not.toContain("Stabroek");
        expect(message.text, channel).not.toContain("abc");
      }
      expect(render(channel).text, channel).toContain("this missing-person appeal has ended");
    }
    expect(render("sms", custom).text).toContain("https://alerts.example.gy/alert/42/text");
    expect(render("sms", custom).text).toContain("911");
    const push = render("push");
    expect(push.channel === "push" && push.payload.image).toBe(null);
    const email = render("email");
    expect(email.channel === "email" && email.subject).toBe("Hope Alert: this appeal has ended");
  });

  it("is the named follow-up for an alert whose record is still public", () => {
    const follow = renderMessage({
      channel: "sms",
      kind: "resolved",
      settings,
      alert,
      site,
      unsubscribeToken: "tok",
    });
    expect(follow.text).toContain("Aaliyah Persaud");
  });
});

describe("the search area's messages", () => {
  const render = (channel: "sms" | "whatsapp" | "email" | "push", variant: Partial<MessageVariant>) =>
    renderMessage({
      channel,
      kind: "alert",
      settings,
      alert,
      site,
      unsubscribeToken: "tok",
      variant: { ...PLAIN_ALERT, ...variant },
    });
  const seen = { location: "Bourda Market", time: new Date("2025-05-05T20:10:00Z") };

  it("an Update says where and when the person was seen, on every channel", () => {
    const sms = render("sms", { sighting: seen });
    expect(sms.text).toMatch(
      /^UPDATE: Hope Alert MISSING: Aaliyah Persaud, 9, last seen Bourda Market, Mon 5 May, 4:10 pm\./,
    );
    expect(render("whatsapp", { sighting: seen }).text).toMatch(/^\*UPDATE\*\n/);
    const email = render("email", { sighting: seen });
    expect(email.channel === "email" && email.subject).toBe(
      "UPDATE: MISSING: Aaliyah Persaud, age 9, last seen at Bourda Market",
    );
    expect(email.channel === "email" && email.html).toContain(
      "was seen near Bourda Market, Mon 5 May, 4:10 pm",
    );
    const push = render("push", { sighting: seen });
    expect(push.channel === "push" && push.payload.title).toBe("UPDATE: MISSING: Aaliyah Persaud, age 9");
  });

  it("the inner ring of a case near water asks people to check water nearby, keeping the SMS's link and hotline", () => {
    const line = "Check trenches, canals, kokers and pools nearby now.";
    const sms = render("sms", { nearWater: true });
    expect(sms.text).toContain(line);
    expect(sms.text).toContain("https://alerts.example.gy/alert/42/text");
    expect(sms.text).toContain("911");
    expect(smsLength(sms.text).segments).toBeLessThanOrEqual(2);
    // When the line cannot fit in two segments with a long name and place, it is left out, not the link.
    const long = renderMessage({
      channel: "sms",
      kind: "alert",
      settings: {
        ...settings,
        smsTemplate: `${"Please read: ".repeat(18)}[Name] [Location] [Link] [Hotline]`,
      },
      alert,
      site,
      unsubscribeToken: "tok",
      variant: { ...PLAIN_ALERT, nearWater: true },
    });
    expect(long.text).not.toContain(line);
    expect(long.text).toContain("https://alerts.example.gy/alert/42/text");
    for (const channel of ["whatsapp", "email", "push"] as const)
      expect(JSON.stringify(render(channel, { nearWater: true })), channel).toContain(line);
    // A follow-up never carries it.
    const followUp = renderMessage({
      channel: "sms",
      kind: "resolved",
      settings,
      alert,
      site,
      unsubscribeToken: "tok",
      variant: { ...PLAIN_ALERT, nearWater: true },
    });
    expect(followUp.text).not.toContain(line);
  });

  it("a Local alert carries no photo (e-mail without the image, push without it); a silent push says so", () => {
    const email = render("email", { withPhoto: false });
    expect(email.channel === "email" && email.html).not.toContain("<img");
    expect(
      render("email", {}).channel === "email" && (render("email", {}) as { html: string }).html,
    ).toContain("<img");
    const push = render("push", { withPhoto: false, silent: true });
    expect(push.channel === "push" && push.payload).toMatchObject({ image: null, silent: true });
    const loud = render("push", {});
    expect(loud.channel === "push" && loud.payload).toMatchObject({
      image: "https://alerts.example.gy/api/photos/abc",
      silent: false,
    });
  });
});
