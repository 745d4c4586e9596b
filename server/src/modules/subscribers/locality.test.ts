import { describe, expect, it } from "vitest";
import { publicLocalityOf } from "./locality";

describe("publicLocalityOf", () => {
  it("keeps town and country and drops the street", () => {
    expect(publicLocalityOf("Lot 12 Robb Street, Lacytown, Georgetown, Guyana")).toBe("Georgetown, Guyana");
    expect(publicLocalityOf("45 Sheriff Street, Georgetown")).toBe("Georgetown");
  });

  it("skips a region between the town and the country", () => {
    expect(publicLocalityOf("22 Middle Street, Diamond, East Bank Demerara, Guyana")).toBe("Diamond, Guyana");
    expect(publicLocalityOf("Linden, Upper Demerara-Berbice, Guyana")).toBe("Linden, Guyana");
    expect(publicLocalityOf("Corriverton, Corentyne, Berbice, Guyana")).toBe("Corriverton, Guyana");
  });

  it("drops street names even without a house number", () => {
    expect(publicLocalityOf("Robb Street, Georgetown, Guyana")).toBe("Georgetown, Guyana");
    expect(publicLocalityOf("Public Road, Guyana")).toBe("Guyana");
  });

  it("never returns a part with a house number", () => {
    expect(publicLocalityOf("22 Middle Street")).toBeNull();
    expect(publicLocalityOf("")).toBeNull();
    expect(publicLocalityOf(null)).toBeNull();
  });
});
