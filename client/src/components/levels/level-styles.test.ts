import { defaultLevelSettings } from "@shared/level-settings";
import { ALERT_LEVELS } from "@shared/levels";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEVEL_STYLES } from "./level-styles";
import { textColourOn } from "./text-colour";

describe("level styles", () => {
  it("falls back to the settings' own default names and colours", () => {
    const { levels } = defaultLevelSettings();
    for (const level of ALERT_LEVELS) {
      expect(DEFAULT_LEVEL_STYLES[level]).toEqual({ name: levels[level].name, colour: levels[level].colour });
    }
  });

  it("writes white on the default colours and dark text on a light colour an admin may choose", () => {
    for (const level of ALERT_LEVELS)
      expect(textColourOn(DEFAULT_LEVEL_STYLES[level].colour)).toBe("#ffffff");
    expect(textColourOn("#fde68a")).toBe("#111827");
    expect(textColourOn("#ffffff")).toBe("#111827");
    expect(textColourOn("#000000")).toBe("#ffffff");
  });
});
