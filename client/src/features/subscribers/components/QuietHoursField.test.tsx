import type { QuietHoursFormValue } from "@shared/subscriber-places.schema";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { QuietHoursField } from "./QuietHoursField";

/** The field with its value held as a form would hold it; `seen` records every change. */
function Harness({
  initial,
  seen,
  errors,
}: {
  initial: QuietHoursFormValue;
  seen: QuietHoursFormValue[];
  errors?: { start?: string; end?: string };
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuietHoursField
      id="quiet"
      value={value}
      errors={errors}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const off = { on: false, start: "22:00", end: "06:00" };

describe("quiet hours inputs", () => {
  it("are off by default: a switch, the hint, and no time inputs", () => {
    render(<Harness initial={off} seen={[]} />);
    const toggle = screen.getByRole("switch", { name: "Quiet hours" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText(/Red alerts always come through/)).toBeTruthy();
    expect(toggle.getAttribute("aria-describedby")).toBe("quiet-hint");
    expect(screen.queryByLabelText("Quiet from")).toBeNull();
    expect(screen.queryByLabelText("Quiet until")).toBeNull();
  });

  it("switched on, show 22:00 to 06:00 as two time inputs", async () => {
    const seen: QuietHoursFormValue[] = [];
    render(<Harness initial={off} seen={seen} />);
    await userEvent.click(screen.getByRole("switch", { name: "Quiet hours" }));
    expect(seen.at(-1)).toEqual({ on: true, start: "22:00", end: "06:00" });
    const from = screen.getByLabelText("Quiet from") as HTMLInputElement;
    const until = screen.getByLabelText("Quiet until") as HTMLInputElement;
    expect([from.type, from.value]).toEqual(["time", "22:00"]);
    expect([until.type, until.value]).toEqual(["time", "06:00"]);
  });

  it("change each time on its own, and keep the chosen times when switched off and on again", async () => {
    const seen: QuietHoursFormValue[] = [];
    render(<Harness initial={{ on: true, start: "22:00", end: "06:00" }} seen={seen} />);
    fireEvent.change(screen.getByLabelText("Quiet from"), { target: { value: "21:30" } });
    expect(seen.at(-1)).toEqual({ on: true, start: "21:30", end: "06:00" });
    fireEvent.change(screen.getByLabelText("Quiet until"), { target: { value: "05:15" } });
    expect(seen.at(-1)).toEqual({ on: true, start: "21:30", end: "05:15" });

    const toggle = screen.getByRole("switch", { name: "Quiet hours" });
    await userEvent.click(toggle);
    expect(seen.at(-1)).toEqual({ on: false, start: "21:30", end: "05:15" });
    expect(screen.queryByLabelText("Quiet from")).toBeNull();
    await userEvent.click(toggle);
    expect(seen.at(-1)).toEqual({ on: true, start: "21:30", end: "05:15" });
    expect((screen.getByLabelText("Quiet from") as HTMLInputElement).value).toBe("21:30");
  });

  it("switched on after a time was cleared, start again from 22:00 to 06:00", async () => {
    const seen: QuietHoursFormValue[] = [];
    render(<Harness initial={{ on: false, start: "", end: "06:00" }} seen={seen} />);
    await userEvent.click(screen.getByRole("switch", { name: "Quiet hours" }));
    expect(seen.at(-1)).toEqual({ on: true, start: "22:00", end: "06:00" });
  });

  it("show each time's error on its input", () => {
    render(
      <Harness
        initial={{ on: true, start: "22:00", end: "22:00" }}
        seen={[]}
        errors={{ end: "Quiet hours must end at a different time from when they start" }}
      />,
    );
    const until = screen.getByLabelText("Quiet until");
    expect(until.getAttribute("aria-invalid")).toBe("true");
    const message = screen.getByRole("alert");
    expect(message.textContent).toBe("Quiet hours must end at a different time from when they start");
    expect(until.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByLabelText("Quiet from").getAttribute("aria-invalid")).toBeNull();
  });
});
