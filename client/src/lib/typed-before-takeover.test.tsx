// What a person typed into a server-rendered form before the page was taken over becomes the
// form's defaults, so react-hook-form does not write its empty defaults over it.

import { render } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import {
  defaultsTypedBeforeTakeover,
  keepTypingBeforeTakeover,
  useTypingBeforeTakeover,
} from "./typed-before-takeover";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("defaultsTypedBeforeTakeover", () => {
  it("takes what was typed into the form's empty fields, and leaves other defaults alone", () => {
    document.body.innerHTML = `
      <form id="f">
        <input name="name" value="">
        <textarea name="description"></textarea>
        <input name="contact" value="">
        <input name="time" value="2026-11-27T10:00">
      </form>`;
    const form = document.getElementById("f") as HTMLFormElement;
    (form.elements.namedItem("name") as HTMLInputElement).value = "Errol";
    (form.elements.namedItem("description") as HTMLTextAreaElement).value = "Navy uniform";
    const defaults = {
      name: "",
      description: "",
      contact: "",
      time: "2026-11-27T09:00",
      location: { address: "" },
    };
    expect(defaultsTypedBeforeTakeover("f", defaults)).toEqual({
      name: "Errol",
      description: "Navy uniform",
      contact: "",
      time: "2026-11-27T09:00",
      location: { address: "" },
    });
  });

  it("gives the defaults when the form is not on the page (the phone renders it itself)", () => {
    const defaults = { name: "" };
    expect(defaultsTypedBeforeTakeover("absent", defaults)).toBe(defaults);
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
