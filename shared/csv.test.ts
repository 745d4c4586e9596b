import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  it("writes telephone numbers and signed numbers exactly as they are", () => {
    expect(csvCell("+5926001111")).toBe("+5926001111");
    expect(csvCell("+592 600-1111")).toBe("+592 600-1111");
    expect(csvCell("-12.5")).toBe("-12.5");
    expect(csvCell(6.8013)).toBe("6.8013");
  });

  it("neutralises formulas with a leading apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+SUM(A1:A2)")).toBe("'+SUM(A1:A2)");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell("@A1")).toBe("'@A1");
    expect(csvCell("+")).toBe("'+");
  });

  it("quotes commas, quotes and line breaks and leaves empty values empty", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("joins a record with CRLF", () => {
    expect(csvRow(["Ann", "+5926001111", null])).toBe("Ann,+5926001111,\r\n");
  });
});
