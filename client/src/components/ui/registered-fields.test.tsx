import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { type UseFormRegister, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { CheckboxField, TextareaField, TextField } from "./registered-fields";

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
  return (
    <form onSubmit={handleSubmit(onValues)}>
      <TextField
        id="f-name"
        name="name"
        register={counted}
        label="Full Name"
        required
        hint="As on your ID"
        error={formState.errors.name?.message}
      />
      <TextareaField id="f-notes" name="notes" register={counted} label="Notes" rows={3} />
      <CheckboxField id="f-agree" name="agree" register={counted} label="I agree" />
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
