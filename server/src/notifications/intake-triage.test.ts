import { EMPTY_INTAKE, type IntakeAnswers } from "@shared/intake";
import { describe, expect, it } from "vitest";
import { intakeTriage } from "./intake-triage";
import { nearWater, type SuggestionRules, suggestLevel } from "./levels";

const rules: SuggestionRules = { highPriorityAgeThreshold: "5", highPriorityKeywords: [] };
const report = (age: number, intake: Partial<IntakeAnswers> | null) => ({
  age,
  lastLocation: "Bourda Market, Georgetown",
  circumstances: "Did not come home after school.",
  intake: intake && { ...EMPTY_INTAKE, ...intake },
});

describe("the level suggestion reads the intake answers", () => {
  it("suggests Red for water, a medical need or medication, and a young child near bush or a main road", () => {
    expect(suggestLevel(report(9, null), rules).level).toBe("concern");
    const water = suggestLevel(report(9, { nearWater: true }), rules);
    expect(water).toMatchObject({ level: "red", reasons: ["Near water"] });
    expect(nearWater(report(9, { nearWater: true }))).toBe(true);
    expect(suggestLevel(report(15, { needsMedication: "yes" }), rules)).toMatchObject({
      level: "red",
      reasons: ["The reporter names a medical need or medication"],
    });
    expect(suggestLevel(report(15, { medicalNeeds: "Asthma" }), rules).level).toBe("red");
    expect(suggestLevel(report(8, { nearMainRoad: true }), rules).reasons).toContain(
      "A child under 13 near a main road",
    );
    // A teenager near a main road is not in danger by being there.
    expect(suggestLevel(report(15, { nearMainRoad: true }), rules).level).toBe("local");
  });

  it("takes a named vehicle for the travel mode, and notes the police flag, a custody order and an earlier disappearance", () => {
    const suggestion = suggestLevel(
      report(10, { vehiclePlate: "PAA 1234", custodyOrder: "yes", missingBefore: "yes" }),
      rules,
    );
    expect(suggestion.travelMode).toBe("vehicle");
    expect(suggestion.reasons).toEqual([
      "A child, and nothing points to danger: Concern is the default",
      "The report names a vehicle",
      "Custody or protection order: publicity may put someone at risk",
      "Police confirmation required: custody or protection order",
      "Has gone missing before",
    ]);
    expect(intakeTriage({ age: 30, intake: { custodyOrder: "unknown" } }).notes).toEqual([
      "The reporter does not know whether there is a custody or protection order",
      "Police confirmation required: the missing person is an adult",
    ]);
  });
});
