// The one text rule: what it refuses, what it keeps, and that withoutBrokenText leaves nothing
// XML 1.0 forbids.
import { describe, expect, it } from "vitest";
import { findBrokenText, hasBrokenText, withoutBrokenText } from "./text";

const XML_1_0_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const everyBmpCodeUnit = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).join("");

describe("the text rule", () => {
  it("refuses control characters but tab and line breaks, U+FFFE/U+FFFF and lone surrogates", () => {
    for (const bad of [
      "\u0000",
      "\u0001",
      "\u001F",
      "\u007F",
      "\u0080",
      "\u0085",
      "\u009F",
      "\uFFFE",
      "\uFFFF",
      "\uD83D",
      "\uDE00",
    ])
      expect(hasBrokenText(`a${bad}b`), JSON.stringify(bad)).toBe(true);
    for (const good of ["a\tb\nc\r\nd", "Amélie Ñ", "\u{1F64F}", "\u00A0", "\u200B", "\uFFFD", "\u{10FFFF}"])
      expect(hasBrokenText(good), JSON.stringify(good)).toBe(false);
  });

  it("names the field, also inside arrays and objects", () => {
    expect(findBrokenText({ items: [{ name: "ok" }, { name: "x\u0085" }] })).toBe("items.1.name");
    expect(findBrokenText({ "bad\u0001key": 1 })).toBe("(a field name)");
    expect(findBrokenText({ note: "line\none\ttab" })).toBeNull();
  });

  it("removes exactly what it refuses, leaving only characters XML 1.0 allows", () => {
    const cleaned = withoutBrokenText(everyBmpCodeUnit);
    expect(cleaned).toMatch(XML_1_0_CHAR);
    expect(hasBrokenText(cleaned)).toBe(false);
    expect(withoutBrokenText("Saw\u0001 her \u{1F64F}\u0000 at\tthe\r\nmarket\uFFFE")).toBe(
      "Saw her \u{1F64F} at\tthe\r\nmarket",
    );
    // A pair split by a removed character is not rejoined into something else.
    expect(withoutBrokenText("\uD83D\u0001\uDE00")).toBe("");
  });
});
