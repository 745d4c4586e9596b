// What a person typed into a server-rendered form before the page was taken over is put back into
// the form once React has it, so react-hook-form's empty defaults do not replace it.

import { render } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { keepTypingBeforeTakeover, useTypingBeforeTakeover } from "./typed-before-takeover";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A form of id "early-form" whose fields the person filled before any code ran. */
function EarlyForm({ onValues }: { onValues: (values: Record<string, string>) => void }) {
  const form = useForm({
    defaultValues: { name: "", description: "", contact: "", time: "2026-11-27T09:00" },
  });
  useTypingBeforeTakeover("early-form", form);
  onValues(form.watch());
  return null;
}

describe("typing before the code arrived", () => {
  it("takes what was typed into the form's empty fields, and leaves other values alone", () => {
    document.body.innerHTML = `
      <form id="early-form">
        <input name="name" value="">
        <textarea name="description"></textarea>
        <input name="contact" value="">
        <input name="time" value="2026-11-27T10:00">
      </form>`;
    const form = document.getElementById("early-form") as HTMLFormElement;
    (form.elements.namedItem("name") as HTMLInputElement).value = "Errol";
    (form.elements.namedItem("description") as HTMLTextAreaElement).value = "Navy uniform";
    keepTypingBeforeTakeover();
    let values: Record<string, string> = {};
    render(<EarlyForm onValues={(v) => (values = v)} />);
    expect(values).toEqual({
      name: "Errol",
      description: "Navy uniform",
      contact: "",
      time: "2026-11-27T09:00",
    });
  });
});

const seen: string[] = [];

/** A react-hook-form form of id "server-form" that puts back the typing before its takeover. */
function Form() {
  const form = useForm({ defaultValues: { reporterName: "" } });
  useTypingBeforeTakeover("server-form", form);
  seen.push(form.watch("reporterName"));
  return <input {...form.register("reporterName")} />;
}

describe("useTypingBeforeTakeover", () => {
  it("puts back what was typed into the server's form before React took it over, once", () => {
    document.body.innerHTML = `<form id="server-form"><input name="reporterName" value=""></form>`;
    keepTypingBeforeTakeover();
    const input = document.querySelector("input") as HTMLInputElement;
    input.value = "Errol";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    // React renders the form anew in place of the server's.
    document.body.innerHTML = "";
    const first = render(<Form />);
    expect(seen.at(-1)).toBe("Errol");
    first.unmount();
    // Taken over: a later form of the same id starts empty.
    render(<Form />);
    expect(seen.at(-1)).toBe("");
  });
});
