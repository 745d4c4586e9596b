import type { SharingPolicy } from "@shared/sharing";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SharingPolicyPicker } from "./SharingPolicyPicker";

function Harness({ onChange }: { onChange: (p: SharingPolicy) => void }) {
  const [value, setValue] = useState<SharingPolicy>("share_widely");
  return (
    <SharingPolicyPicker
      value={value}
      suggested="share_widely"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("SharingPolicyPicker", () => {
  it("offers the three policies, marks the suggestion and reports a choice", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });
    expect(screen.getByRole("group", { name: "Who may see and share it" })).toBeTruthy();
    expect(radio("Share widely (suggested)").checked).toBe(true);
    await userEvent.click(radio("Recipients only"));
    expect(onChange).toHaveBeenLastCalledWith("recipients_only");
    expect(radio("Recipients only").checked).toBe(true);
    expect(radio("Share widely (suggested)").checked).toBe(false);
    const description = radio("Staff and police only").getAttribute("aria-describedby")!;
    expect(document.getElementById(description)?.textContent).toBe(
      "No public page and no messages to the public.",
    );
  });
});
