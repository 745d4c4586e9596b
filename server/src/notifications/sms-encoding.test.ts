// The segment rule: what an SMS costs (GSM-7 and UCS-2 segments, the extension table, emoji)
// and how an alert text is kept to one segment (accents spelled in GSM-7, emoji left out, the
// place and the name shortened, never the link or the hotline).

import { defaultNotificationSettings } from "@shared/settings";
import { describe, expect, it } from "vitest";
import { smsLength, toGsm7 } from "./sms-encoding";
import { type AlertFacts, placeholderValues, renderMessage, renderSms, type SiteFacts } from "./templates";

const site: SiteFacts = { publicUrl: "https://alerts.example.gy", hotline: "911", brandName: "Hope Alert" };
const settings = defaultNotificationSettings("Hope Alert");
const alert: AlertFacts = {
  id: 4821,
  name: "Aaliyah Persaud",
  age: 9,
  lastLocation: "Stabroek Market, Georgetown",
  lastSeen: new Date("2025-05-05T18:30:00Z"),
  description: "Slim build, shoulder-length black hair in two plaits.",
  photoUrl: null,
  sharingPolicy: "share_widely",
};
const PAGE_LINK = "https://alerts.example.gy/alert/4821";
/** An alert's SMS links to its text page. */
const LINK = `${PAGE_LINK}/text`;

const smsOf = (facts: Partial<AlertFacts>) => {
  const message = renderMessage({
    channel: "sms",
    kind: "alert",
    settings,
    alert: { ...alert, ...facts },
    site,
    unsubscribeToken: "t",
  });
  if (message.channel !== "sms") throw new Error("expected an SMS");
  return message.text;
};

describe("counting segments", () => {
  it("GSM-7: 160 septets in one segment, 153 in each of several", () => {
    expect(smsLength("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsLength("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(smsLength("a".repeat(306)).segments).toBe(2);
    expect(smsLength("a".repeat(307)).segments).toBe(3);
  });

  it("the extension characters ^{}\\[~]|€ take two septets each", () => {
    for (const ch of "^{}\\[~]|€")
      expect(smsLength(ch)).toEqual({ encoding: "GSM-7", units: 2, segments: 1 });
    expect(smsLength("€".repeat(80)).segments).toBe(1);
    expect(smsLength("€".repeat(81)).segments).toBe(2);
    // GSM-7's own accented letters are one septet: é, ü, ñ keep a text in GSM-7.
    expect(smsLength("José Müller Ñuñez")).toMatchObject({ encoding: "GSM-7", units: 17 });
  });

  it("UCS-2: one letter outside GSM-7 makes the whole text 70 a segment, 67 when split", () => {
    expect(smsLength("Zoë")).toEqual({ encoding: "UCS-2", units: 3, segments: 1 });
    expect(smsLength(`Zoë${"a".repeat(67)}`).segments).toBe(1);
    expect(smsLength(`Zoë${"a".repeat(68)}`).segments).toBe(2);
    expect(smsLength(`Zoë${"a".repeat(131)}`).segments).toBe(2);
    expect(smsLength(`Zoë${"a".repeat(132)}`).segments).toBe(3);
  });

  it("an emoji is two UTF-16 units and is never split across segments", () => {
    expect(smsLength("😀".repeat(35))).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsLength("😀".repeat(36)).segments).toBe(2);
    // 66 units then an emoji: it does not fit in the first segment's 67, so it starts the second.
    expect(smsLength(`${"x".repeat(66)}😀${"x".repeat(66)}`).segments).toBe(3);
  });
});

describe("spelling in GSM-7", () => {
  it("spells accented letters GSM-7 lacks without the accent, and keeps those it has", () => {
    expect(toGsm7("Zoë")).toBe("Zoe");
    expect(toGsm7("Łukasz Wójcik")).toBe("Lukasz Wojcik");
    expect(toGsm7("João Gonçalves, Bartica")).toBe("Joao Goncalves, Bartica");
    expect(toGsm7("José Müller, Ñuñez")).toBe("José Müller, Ñuñez");
    expect(smsLength(toGsm7("Nguyễn Thị Đặng, Anna Regina")).encoding).toBe("GSM-7");
  });

  it("leaves emoji out, and keeps a script that has no Latin spelling", () => {
    expect(toGsm7("Anna 🙏 please share 🚨")).toBe("Anna please share");
    expect(toGsm7("Family 👨‍👩‍👧 waiting")).toBe("Family waiting");
    expect(toGsm7("李小龙")).toBe("李小龙");
  });

  it("makes typographic punctuation plain", () => {
    expect(toGsm7("Kiana’s “pink” bag – last seen…")).toBe(`Kiana's "pink" bag - last seen...`);
  });
});

describe("an alert SMS is one segment whenever possible", () => {
  it("a typical alert goes whole, in one GSM-7 segment", () => {
    const text = smsOf({});
    expect(text).toBe(
      `Hope Alert MISSING: Aaliyah Persaud, 9, last seen Stabroek Market, Georgetown, Mon 5 May, 2:30 pm. If seen, call 911. ${LINK}`,
    );
    expect(smsLength(text)).toEqual({ encoding: "GSM-7", units: 159, segments: 1 });
  });

  it('"Zoë" is written "Zoe": one GSM-7 segment, not a UCS-2 text of three', () => {
    const name = "Zoë Fernandes";
    const untouched = `Hope Alert MISSING: ${name}, 9, last seen Bourda Market, Mon 5 May, 2:30 pm. If seen, call 911. ${LINK}`;
    expect(smsLength(untouched)).toMatchObject({ encoding: "UCS-2", segments: 3 });
    const text = smsOf({ name, lastLocation: "Bourda Market" });
    expect(text).toBe(untouched.replace("Zoë", "Zoe"));
    expect(smsLength(text)).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it("an emoji in the place is left out rather than turning the text into UCS-2", () => {
    const text = smsOf({ name: "Łukasz Nowak", lastLocation: "Bourda Market 🛒" });
    expect(text).toContain("MISSING: Lukasz Nowak, 9, last seen Bourda Market, Mon 5 May");
    expect(smsLength(text)).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it("a long place is shortened to keep one segment; the link and the hotline stay whole", () => {
    const text = smsOf({
      lastLocation: "Lot 12 Middle Street, Campbellville, near the Sheriff Street junction, Georgetown",
    });
    expect(smsLength(text).segments).toBe(1);
    expect(text).toContain("last seen Lot 12 Middle Street");
    expect(text).toContain("...");
    expect(text.endsWith(`If seen, call 911. ${LINK}`)).toBe(true);
  });

  it("a long name and place are cut at a word (not below their first 20 characters) for one segment", () => {
    const name = "Maria Fernanda Alexandrina de los Santos Rodrigues-Vasconcelos";
    const text = smsOf({ name, lastLocation: "Rose Hall Town, Corentyne, East Berbice" });
    expect(smsLength(text).segments).toBe(1);
    expect(text).toContain("MISSING: Maria Fernanda..., 9, last seen Rose Hall Town..., Mon 5 May");
    expect(text.endsWith(`call 911. ${LINK}`)).toBe(true);
  });

  it("when one segment would cut them below that, two segments keep the name and place whole", () => {
    const template =
      "[Name], age [Age], is missing. Last seen [Location], [Time]. If you see them, stay with them and call [Hotline] now. Details: [Link]";
    const name = "Maria Fernanda de los Santos";
    const values = placeholderValues({ ...alert, name, lastLocation: "Rose Hall Town, Corentyne" }, site);
    const text = renderSms(template, values);
    expect(smsLength(text).segments).toBe(2);
    expect(text).toContain(`${name}, age 9, is missing. Last seen Rose Hall Town, Corentyne, Mon 5 May`);
    expect(text.endsWith(`call 911 now. Details: ${PAGE_LINK}`)).toBe(true);
  });

  it("a name with no Latin spelling stays, in at most two UCS-2 segments", () => {
    const text = renderSms(
      settings.smsTemplate,
      placeholderValues({ ...alert, name: "李小龙", lastLocation: "Bourda Market" }, site),
    );
    expect(smsLength(text)).toMatchObject({ encoding: "UCS-2", segments: 2 });
    expect(text).toContain("李小龙");
    expect(text.endsWith(`call 911. ${PAGE_LINK}`)).toBe(true);
  });
});
