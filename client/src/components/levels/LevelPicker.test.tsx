import type { LevelSuggestion } from "@shared/levels";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initialLevelChoice, type LevelChoice, LevelPicker } from "./LevelPicker";

const suggestion: LevelSuggestion = {
  level: "red",
  travelMode: "foot",
  reasons: ["Age 4: at or under the high-priority age (12)", "Near water"],
};

/** The picker as a form holds it: its value in state, every change reported. */
function Harness({ onChange, start }: { onChange: (c: LevelChoice) => void; start: LevelChoice }) {
  const [value, setValue] = useState(start);
  return (
    <LevelPicker
      value={value}
      suggestion={suggestion}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("LevelPicker", () => {
  it("starts from the suggestion, and from the alert's own level once it has one", () => {
    expect(initialLevelChoice(suggestion)).toEqual({ level: "red", travelMode: "foot" });
    expect(initialLevelChoice(null)).toEqual({ level: "concern", travelMode: "foot" });
    expect(initialLevelChoice(suggestion, { level: "local", travelMode: "vehicle" })).toEqual({
      level: "local",
      travelMode: "vehicle",
    });
  });

  it("is two labelled groups of radios, the suggestion checked and its reasons read with the group", () => {
    render(<Harness start={initialLevelChoice(suggestion)} onChange={() => {}} />);
    const levels = screen.getByRole("group", { name: "Alert level" });
    expect(levels.getAttribute("aria-describedby")).toBeTruthy();
    const description = document.getElementById(levels.getAttribute("aria-describedby")!)!;
    expect(description.textContent).toContain("Suggested: Red Alert because:");
    expect(
      within(description)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(suggestion.reasons);
    const red = within(levels).getByRole("radio", { name: /Red Alert/ }) as HTMLInputElement;
    expect(red.checked).toBe(true);
    expect(within(levels).getByRole("radio", { name: "Red Alert (suggested)" })).toBe(red);
    expect(red.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(red.getAttribute("aria-describedby")!)!.textContent).toMatch(
      /^Life may be in danger/,
    );
    expect(within(levels).getAllByRole("radio")).toHaveLength(3);
    const travel = screen.getByRole("group", { name: "How they may be travelling" });
    expect((within(travel).getByRole("radio", { name: "On foot" }) as HTMLInputElement).checked).toBe(true);
  });

  it("changes level and travel mode with the keyboard", async () => {
    // user-event finds a radio's group with CSS.escape, which jsdom lacks.
    vi.stubGlobal("CSS", { escape: (v: string) => v.replace(/["\\]/g, "\\$&") });
    const onChange = vi.fn();
    render(<Harness start={initialLevelChoice(suggestion)} onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: /Red Alert/ }));
    await user.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith({ level: "concern", travelMode: "foot" });
    expect((screen.getByRole("radio", { name: /Concern/ }) as HTMLInputElement).checked).toBe(true);
    // Tab leaves the level group for the travel group.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "On foot" }));
    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith({ level: "concern", travelMode: "vehicle" });
  });

  it("can be disabled while the choice is being sent", () => {
    render(<LevelPicker value={{ level: "local", travelMode: "foot" }} onChange={() => {}} disabled />);
    for (const radio of screen.getAllByRole("radio")) expect(radio.matches(":disabled")).toBe(true);
    // No suggestion: no reasons block.
    expect(screen.getByRole("group", { name: "Alert level" }).getAttribute("aria-describedby")).toBeNull();
  });
});
