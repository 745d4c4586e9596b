import { describe, expect, it } from "vitest";
import { toCreateSubscriberInput } from "./subscriber-forms";
import {
  AGREE_REQUIRED_MESSAGE,
  CONTACT_REQUIRED_MESSAGE,
  normalizeEmail,
  normalizePhone,
  unsubscribePath,
} from "./subscribers";
import { createSubscriberInputSchema, subscribeFormSchema } from "./subscribers.schema";

const validForm = {
  name: "Andrea Singh",
  email: "",
  phone: "+592 600 1234",
  address: { address: "Lot 12 Robb Street, Georgetown, Guyana", latitude: 6.81, longitude: -58.16 },
  profilePhotoUrl: "",
  whatsappEnabled: true,
  agreeToReceive: true,
  places: [],
  quietHours: { on: false, start: "22:00", end: "06:00" },
};

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("phone and e-mail normalisation", () => {
  it("gives one form for the same phone however it is typed", () => {
    for (const raw of [
      "+592 600 1234",
      "+592-600-1234",
      "(+592) 600.1234",
      "00592 6001234",
      "600 1234",
      "5926001234",
    ]) {
      expect(normalizePhone(raw), raw).toBe("+5926001234");
    }
    expect(normalizePhone("+1 (212) 555-0100")).toBe("+12125550100");
  });

  it("refuses what cannot be a phone number", () => {
    for (const raw of ["", "12", "call me", "+0 600 1234", "212 555 0100", "+1234567890123456"]) {
      expect(normalizePhone(raw), raw).toBeNull();
    }
  });

  it("lower-cases and trims e-mail", () => {
    expect(normalizeEmail("  Andrea.Singh@Example.GY ")).toBe("andrea.singh@example.gy");
  });
});

describe("POST /api/subscribers body", () => {
  it("accepts the spec's creation fields and normalises contacts", () => {
    const data = createSubscriberInputSchema.parse({
      name: "  Andrea  ",
      email: "ANDREA@example.gy",
      phone: "+592 600-1234",
      location: "Georgetown, Guyana",
      latitude: 6.8,
      longitude: -58.1,
      profilePhotoUrl: "",
      whatsappEnabled: true,
    });
    expect(data).toEqual({
      name: "Andrea",
      email: "andrea@example.gy",
      phone: "+5926001234",
      location: "Georgetown, Guyana",
      latitude: 6.8,
      longitude: -58.1,
      profilePhotoUrl: "",
      whatsappEnabled: true,
    });
  });

  it("needs a contact method, reported on the e-mail field", () => {
    const result = createSubscriberInputSchema.safeParse({ name: "Andrea", email: "", phone: null });
    expect(messages(result)).toEqual([`email: ${CONTACT_REQUIRED_MESSAGE}`]);
  });

  it("refuses unknown fields, wrong types and WhatsApp without a phone", () => {
    const unknown = createSubscriberInputSchema.safeParse({
      name: "Andrea",
      email: "a@b.gy",
      isActive: false,
    });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.code).toBe("unrecognized_keys");
    expect(createSubscriberInputSchema.safeParse({ name: 42, email: "a@b.gy" }).success).toBe(false);
    expect(
      createSubscriberInputSchema.safeParse({ name: "Andrea", email: "a@b.gy", latitude: "6.8" }).success,
    ).toBe(false);
    expect(
      messages(
        createSubscriberInputSchema.safeParse({ name: "Andrea", email: "a@b.gy", whatsappEnabled: true }),
      ),
    ).toContain("phone: WhatsApp alerts need a phone number");
  });
});

describe("subscribe form", () => {
  it("passes a complete form and strips the consent flag before sending", () => {
    expect(subscribeFormSchema.safeParse(validForm).success).toBe(true);
    const body = toCreateSubscriberInput(validForm);
    expect(body).not.toHaveProperty("agreeToReceive");
    expect(body).toMatchObject({ email: null, phone: "+592 600 1234", location: validForm.address.address });
    // Unused, the places and quiet hours stay out: the body is the spec's fields alone.
    expect(body).not.toHaveProperty("places");
    expect(body).not.toHaveProperty("quietHours");
    expect(createSubscriberInputSchema.safeParse(body).success).toBe(true);
  });

  it("shows the spec's messages for consent and contact method", () => {
    const result = subscribeFormSchema.safeParse({ ...validForm, phone: "", agreeToReceive: false });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        `agreeToReceive: ${AGREE_REQUIRED_MESSAGE}`,
        `email: ${CONTACT_REQUIRED_MESSAGE}`,
      ]),
    );
  });

  it("requires the address", () => {
    const result = subscribeFormSchema.safeParse({
      ...validForm,
      address: { address: " ", latitude: null, longitude: null },
    });
    expect(messages(result)).toContain("address.address: Please enter your current address");
  });

  it("never sends WhatsApp without a phone", () => {
    expect(toCreateSubscriberInput({ ...validForm, email: "a@b.gy", phone: "" }).whatsappEnabled).toBe(false);
  });

  it("builds the unsubscribe path", () => {
    expect(unsubscribePath("abc_DEF-123")).toBe("/unsubscribe/abc_DEF-123");
  });
});
