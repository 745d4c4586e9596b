import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { type UseFormRegister, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import {
  CheckboxField,
  ControlledField,
  type ControlledRenderProps,
  registeredFieldProps,
  TextareaField,
  TextField,
} from "./registered-fields";

interface Values {
  name: string;
  notes: string;
  agree: boolean;
}

/** A form whose own state changes (a counter) without touching its fields. */
function Form({ onValues, countRegister }: { onValues: (v: Values) => void; countRegister: () => void }) {
  const [clicks, setClicks] = useState(0);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { name: "", notes: "", agree: false },
  });
  // The form's register is stable; counting through a stable wrapper shows each field's renders.
  const [counted] = useState(() => {
    const counting: UseFormRegister<Values> = (name, options) => {
      countRegister();
      return register(name, options);
    };
    return counting;
  });
  const field = registeredFieldProps({
    ids: { name: "f-name", notes: "f-notes", agree: "f-agree" },
    register: counted,
    errors: formState.errors,
    disabled: false,
  });
  return (
    <form onSubmit={handleSubmit(onValues)}>
      <TextField {...field("name")} label="Full Name" required hint="As on your ID" />
      <TextareaField {...field("notes")} label="Notes" rows={3} />
      <CheckboxField {...field("agree")} label="I agree" />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      <button type="button" onClick={() => setError("name", { message: "Please enter your name" })}>
        Fail
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe("registered fields", () => {
  it("label, hint and error reach screen readers, and the values reach the form", async () => {
    const onValues = vi.fn();
    render(<Form onValues={onValues} countRegister={() => {}} />);
    const name = screen.getByLabelText(/^Full Name/);
    expect(name.getAttribute("aria-describedby")).toBe("f-name-hint");
    expect(screen.getByText("As on your ID").id).toBe("f-name-hint");

    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter your name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("f-name-error f-name-hint");

    fireEvent.change(name, { target: { value: "Aaliyah" } });
    fireEvent.change(screen.getByLabelText("Notes"), { target: { value: "Near the market" } });
    fireEvent.click(screen.getByLabelText("I agree"));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValues).toHaveBeenCalled());
    expect(onValues.mock.calls[0]![0]).toEqual({ name: "Aaliyah", notes: "Near the market", agree: true });
  });

  it("a field is not rendered (and registered) again when only the form around it changes", async () => {
    let registrations = 0;
    render(<Form onValues={() => {}} countRegister={() => registrations++} />);
    await screen.findByText("Clicked 0");
    const afterMount = registrations;
    for (let i = 1; i <= 3; i++) {
      fireEvent.click(screen.getByRole("button", { name: /^Clicked/ }));
      await screen.findByText(`Clicked ${i}`);
    }
    expect(registrations).toBe(afterMount);

    // Its own error is a change of its props: that field, and only it, renders again.
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    await screen.findByRole("alert");
    expect(registrations).toBe(afterMount + 1);
  });
});

let townRenders = 0;
function renderTown({ field, error, disabled }: ControlledRenderProps<{ town: string }, "town">) {
  townRenders++;
  return (
    <label>
      Town {error}
      <input value={field.value} onChange={(e) => field.onChange(e.target.value)} disabled={disabled} />
    </label>
  );
}

function TownForm({ onValues }: { onValues: (v: { town: string }) => void }) {
  const [clicks, setClicks] = useState(0);
  const { control, handleSubmit } = useForm({ defaultValues: { town: "" } });
  return (
    <form onSubmit={handleSubmit(onValues)}>
      <ControlledField
        control={control}
        name="town"
        error={clicks > 2 ? "Choose a town" : undefined}
        disabled={clicks === 2}
        render={renderTown}
      />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe("controlled field", () => {
  it("renders again for its own value and props, not for the form's other changes", async () => {
    const onValues = vi.fn();
    render(<TownForm onValues={onValues} />);
    await screen.findByText("Clicked 0");
    const afterMount = townRenders;
    fireEvent.click(screen.getByRole("button", { name: /^Clicked/ }));
    await screen.findByText("Clicked 1");
    expect(townRenders).toBe(afterMount);

    fireEvent.change(screen.getByLabelText(/^Town/), { target: { value: "Linden" } });
    expect(townRenders).toBe(afterMount + 1);
    fireEvent.click(screen.getByRole("button", { name: /^Clicked/ }));
    await screen.findByText("Clicked 2");
    expect((screen.getByLabelText(/^Town/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: /^Clicked/ }));
    expect(await screen.findByText("Town Choose a town")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValues).toHaveBeenCalled());
    expect(onValues.mock.calls[0]![0]).toEqual({ town: "Linden" });
  });
});
