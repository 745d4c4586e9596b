import { describe, expect, it } from "vitest";
import {
  EMPTY_INTAKE,
  intakeOf,
  needsMedicationOf,
  policeConfirmationReasons,
  policeConfirmationRequiredMessage,
  publicVehicleOf,
  vehicleText,
} from "./intake";
import { intakeInputSchema, policeConfirmationSchema } from "./intake.schema";

describe("the intake answers", () => {
  it("parse to the stored shape: trimmed, empty as null, unanswered as null or false; nothing answered is null", () => {
    expect(
      intakeInputSchema.parse({ medicalNeeds: "  Asthma  ", nearWater: true, custodyOrder: "unknown" }),
    ).toEqual({
      ...EMPTY_INTAKE,
      medicalNeeds: "Asthma",
      nearWater: true,
      custodyOrder: "unknown",
    });
    expect(intakeInputSchema.parse({ medicalNeeds: " ", nearWater: false, vehiclePlate: null })).toBeNull();
    expect(intakeInputSchema.parse({})).toBeNull();
  });

  it("refuse unknown keys, other choices and texts over their limit, naming the field", () => {
    const issues = (value: unknown) =>
      intakeInputSchema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues({ custody: "yes" })).toEqual([': Unrecognized key: "custody"']);
    expect(issues({ custodyOrder: "maybe" })).toEqual(["custodyOrder: must be one of yes, no, unknown"]);
    expect(issues({ vehiclePlate: "x".repeat(21) })).toEqual(["vehiclePlate: must be at most 20 characters"]);
    expect(issues({ nearWater: "yes" })).toEqual(["nearWater: must be true or false"]);
  });

  it("read back from storage keep only well-formed answers", () => {
    expect(intakeOf(null)).toBeNull();
    expect(intakeOf({ custodyOrder: "perhaps", nearWater: "true", vehicleMake: 7 })).toBeNull();
    expect(intakeOf({ legalGuardian: "no", vehicleMake: "Toyota", extra: "x" })).toEqual({
      ...EMPTY_INTAKE,
      legalGuardian: "no",
      vehicleMake: "Toyota",
    });
  });

  it("give the public only the vehicle and whether the person needs medication", () => {
    const answers = {
      ...EMPTY_INTAKE,
      medicalNeeds: "Epilepsy",
      needsMedication: "yes" as const,
      vehiclePlate: "PAA 1",
    };
    expect(publicVehicleOf(answers)).toEqual({ make: null, colour: null, plate: "PAA 1" });
    expect(publicVehicleOf({ ...EMPTY_INTAKE, medicalNeeds: "x" })).toBeNull();
    expect(needsMedicationOf(answers)).toBe(true);
    expect(needsMedicationOf({ ...answers, needsMedication: "no" })).toBe(false);
    expect(vehicleText({ make: "Toyota Allion", colour: "white", plate: "PAA 1234" })).toBe(
      "Toyota Allion, white, plate PAA 1234",
    );
    expect(vehicleText({ make: null, colour: "red", plate: null })).toBe("red");
  });
});

describe("a police confirmation", () => {
  it("is required for a custody or protection order, a reporter who is not the guardian, or an adult", () => {
    const with_ = (over: Partial<typeof EMPTY_INTAKE>) => ({ ...EMPTY_INTAKE, ...over });
    expect(policeConfirmationReasons({ age: 9, intake: null })).toEqual([]);
    expect(
      policeConfirmationReasons({ age: 9, intake: with_({ custodyOrder: "unknown", legalGuardian: "yes" }) }),
    ).toEqual([]);
    expect(
      policeConfirmationReasons({ age: 17, intake: with_({ custodyOrder: "yes", legalGuardian: "no" }) }),
    ).toEqual(["custody or protection order", "the reporter is not the legal guardian"]);
    expect(policeConfirmationReasons({ age: 18, intake: null })).toEqual(["the missing person is an adult"]);
    expect(policeConfirmationRequiredMessage(["custody or protection order"])).toBe(
      "Police confirmation required before publishing: custody or protection order",
    );
  });

  it("needs the station, the incident number and the officer", () => {
    const parsed = policeConfirmationSchema.safeParse({
      station: " Brickdam ",
      incidentNumber: "",
      officer: "x",
    });
    expect(parsed.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "incidentNumber: is required",
    ]);
    expect(
      policeConfirmationSchema.parse({ station: " Brickdam ", incidentNumber: "1", officer: "Cpl. X" }),
    ).toEqual({
      station: "Brickdam",
      incidentNumber: "1",
      officer: "Cpl. X",
    });
  });
});
