import { alert } from "@shared/i18n/alert.en";
import { describe, expect, it } from "vitest";
import { translator } from "@/i18n/i18n";
import { alertHeaderTitle } from "./AlertDetail";
import { reportFormSchema } from "./report-form-schema";
import { emptyReportForm, type ReportFormValues, toCreateAlertInput } from "./report-form-values";

const filled = (overrides: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...emptyReportForm({ address: "Stabroek Market, Georgetown", latitude: 6.8066, longitude: -58.1625 }),
  name: " Aaliyah Persaud ",
  age: "9",
  description: "Slim build",
  clothing: "School uniform",
  lastSeen: "2025-01-05T10:30",
  reporterName: "Savitri Persaud",
  reporterRelationship: "Mother",
  reporterPhone: "+592 600 1234",
  reporterEmail: "savitri@example.gy",
  confirmAccuracy: true,
  ...overrides,
});

const firstError = (values: ReportFormValues) => {
  const result = reportFormSchema.safeParse(values);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe("report form rules", () => {
  it("accepts a complete report", () => {
    expect(reportFormSchema.safeParse(filled()).success).toBe(true);
  });

  it("requires the accuracy confirmation with the spec's message", () => {
    expect(firstError(filled({ confirmAccuracy: false }))).toBe(
      "You must confirm the accuracy of your report",
    );
  });

  it.each([["121"], ["-1"], ["9.5"], ["nine"]])("refuses age %s", (age) => {
    expect(firstError(filled({ age }))).toBe("Age must be a whole number from 0 to 120");
  });

  it.each([["0"], ["120"]])("accepts age %s", (age) => {
    expect(reportFormSchema.safeParse(filled({ age })).success).toBe(true);
  });

  it("refuses a last-seen time in the future and a missing location", () => {
    expect(firstError(filled({ lastSeen: "2999-01-01T10:00" }))).toBe(
      "The date and time last seen cannot be in the future",
    );
    expect(firstError(filled({ lastLocation: { address: "  ", latitude: null, longitude: null } }))).toBe(
      "Please enter the last known location",
    );
  });

  it("builds the API payload without the photo file or the confirmation", () => {
    const input = toCreateAlertInput(filled(), "data:image/jpeg;base64,AAAA");
    expect(input).not.toHaveProperty("confirmAccuracy");
    expect(input).not.toHaveProperty("photoFile");
    expect(input).toMatchObject({
      name: "Aaliyah Persaud",
      age: 9,
      lastLocation: "Stabroek Market, Georgetown",
      latitude: 6.8066,
      longitude: -58.1625,
      lastSeen: new Date("2025-01-05T10:30").toISOString(),
      circumstances: null,
      policeReference: null,
      photoUrl: "data:image/jpeg;base64,AAAA",
      isActive: true,
    });
    expect(toCreateAlertInput(filled(), null).photoUrl).toBe("");
  });

  it("sends the optional police reference trimmed, and refuses one longer than 120 characters", () => {
    expect(
      toCreateAlertInput(filled({ policeReference: "  Brickdam station, 2026/0412 " }), null).policeReference,
    ).toBe("Brickdam station, 2026/0412");
    expect(firstError(filled({ policeReference: "x".repeat(121) }))).toMatch(/120/);
  });
});

describe("alert header", () => {
  it("reads '{name} ALERT: MISSING PERSON' without repeating 'Alert'", () => {
    const t = translator("en", alert);
    expect(alertHeaderTitle(t, "Hope Alert")).toBe("Hope ALERT: MISSING PERSON");
    expect(alertHeaderTitle(t, "Kaieteur")).toBe("Kaieteur ALERT: MISSING PERSON");
  });
});
