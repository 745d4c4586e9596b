// A CAP message carries one <info> block per language (English, Spanish, Portuguese): the fixed
// texts translated, the public record's free text as written, and the document still valid.
import { describe, expect, it } from "vitest";
import { capSchemaErrors, googleProfileErrors, parseCap } from "../../../test/helpers/cap.test-helpers";
import { alertArea, capIdentifier } from "./cap.format";
import { type CapAlertContent, type CapMessageRecord, type CapSite, renderCapMessage } from "./cap.xml";

const site: CapSite = {
  brandName: "Hope Alert",
  emergencyPhone: "911",
  whatsappBusinessNumber: "+5926000000",
  publicUrl: "https://alerts.example.gy",
};

const child: CapAlertContent = {
  id: 42,
  name: "Keisha Small",
  age: 7,
  description: "Small build, short braids",
  clothing: "Yellow dress",
  lastLocation: "Parika Stelling",
  lastSeen: new Date("2026-11-20T13:30:00Z"),
  circumstances: null,
  photoUrl: "/api/photos/abc123",
  highPriority: true,
};

const sent = new Date("2026-11-20T15:00:00Z");
const message = (overrides: Partial<CapMessageRecord> = {}): CapMessageRecord => ({
  alertId: 42,
  seq: 1,
  msgType: "Alert",
  identifier: capIdentifier("alerts.example.gy", 42, 1),
  sender: "alerts.example.gy",
  sent,
  expires: new Date(sent.getTime() + 7 * 86_400_000),
  references: "",
  sighting: null,
  level: null,
  ...alertArea({ ...child, latitude: 6.87, longitude: -58.42, notificationRadius: 100 }),
  ...overrides,
});

describe("CAP in three languages", () => {
  it("writes an English, a Spanish and a Portuguese <info>, valid against the XSD", async () => {
    const xml = renderCapMessage(message(), child, site);
    expect(await capSchemaErrors(xml)).toEqual([]);
    expect(googleProfileErrors(xml, [])).toEqual([]);
    const cap = parseCap(xml);
    expect(cap.infos.map((i) => i.language)).toEqual(["en", "es-419", "pt-BR"]);
    const [en, es, pt] = cap.infos;
    expect(en).toMatchObject({
      event: "Missing Child",
      headline: "MISSING: Keisha Small, 7, last seen at Parika Stelling",
    });
    expect(es).toMatchObject({
      event: "Menor desaparecido",
      headline: "DESAPARECIDA: Keisha Small, 7, vista por última vez en Parika Stelling",
    });
    expect(pt).toMatchObject({
      event: "Criança desaparecida",
      headline: "DESAPARECIDA: Keisha Small, 7, vista pela última vez em Parika Stelling",
    });
    expect(es!.instruction).toMatch(/^Si ve a Keisha Small, llame enseguida al 911/);
    expect(pt!.instruction).toMatch(/^Se você vir Keisha Small, ligue imediatamente para 911/);
    // Free text goes as written in every language; the time reads as Guyana's.
    for (const info of cap.infos) {
      expect(info.description).toContain("Small build, short braids.");
      expect(info.description).toContain("Yellow dress.");
      expect(info.description).toContain("09:30");
      expect(info.urgency).toBe(en!.urgency);
      expect(info.web).toBe("https://alerts.example.gy/alert/42");
    }
  });

  it("translates an Update's and a Cancel's fixed words, and a withdrawn alert's", async () => {
    const update = renderCapMessage(
      message({ seq: 2, msgType: "Update", sighting: { location: "Bartica", sightingTime: sent } }),
      child,
      site,
    );
    expect(await capSchemaErrors(update)).toEqual([]);
    expect(parseCap(update).infos.map((i) => i.headline)).toEqual([
      "SIGHTING: Keisha Small, 7, seen near Bartica",
      "AVISTAMIENTO: Keisha Small, 7, vista cerca de Bartica",
      "AVISTAMENTO: Keisha Small, 7, vista perto de Bartica",
    ]);
    const cancel = renderCapMessage(
      message({ seq: 3, msgType: "Cancel" }),
      { ...child, outcome: "found_safe" },
      site,
    );
    expect(await capSchemaErrors(cancel)).toEqual([]);
    const infos = parseCap(cancel).infos;
    expect(infos[1]!.description).toMatch(
      /^Keisha Small, 7, vista por última vez en Parika Stelling: ha sido encontrada\./,
    );
    const withdrawn = renderCapMessage(message({ seq: 4, msgType: "Cancel" }), null, site);
    expect(await capSchemaErrors(withdrawn)).toEqual([]);
    expect(parseCap(withdrawn).infos.map((i) => i.headline)).toEqual([
      "WITHDRAWN: this missing-person alert is no longer in force",
      "RETIRADA: esta alerta de persona desaparecida ya no está vigente",
      "RETIRADO: este alerta de pessoa desaparecida não está mais em vigor",
    ]);
  });
});
