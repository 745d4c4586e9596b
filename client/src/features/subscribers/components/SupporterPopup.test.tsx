import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithClient, stubApi } from "../../../../test/api";
import { cleanPhone, SupporterPopup } from "./SupporterPopup";

afterEach(() => vi.unstubAllGlobals());

describe("supporter pop-up", () => {
  it("congratulates by name and offers sharing", () => {
    stubApi({});
    renderWithClient(<SupporterPopup name="Andrea Singh" onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Congratulations, Andrea Singh!" })).toBeTruthy();
    for (const name of ["Facebook", "Twitter", "WhatsApp", "Text message"]) {
      expect(screen.getByRole("link", { name })).toBeTruthy();
    }
  });

  it("nominate a friend: both fields required, otherwise 'Missing information'", async () => {
    stubApi({});
    renderWithClient(<SupporterPopup name="Andrea" onClose={() => {}} />);
    const send = screen.getByTestId("nominate-send");
    fireEvent.change(screen.getByLabelText("Friend's Name"), { target: { value: "Jamal" } });
    expect(fireEvent.click(send)).toBe(false); // default prevented: no sms: navigation
    expect(await screen.findByText("Missing information")).toBeTruthy();
    expect(screen.getByText("Please enter both your friend's name and phone number.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Friend's Name"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Friend's Phone Number"), { target: { value: "+592 600 1234" } });
    expect(fireEvent.click(send)).toBe(false);
  });

  it("nominate a friend: the sms: link goes to the cleaned phone with an invitation", () => {
    stubApi({});
    renderWithClient(<SupporterPopup name="Andrea" onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText("Friend's Name"), { target: { value: "Jamal" } });
    fireEvent.change(screen.getByLabelText("Friend's Phone Number"), {
      target: { value: "+592 (611) 23-45 ext" },
    });
    const href = screen.getByTestId("nominate-send").getAttribute("href")!;
    expect(href).toMatch(/^sms:\+5926112345\?body=/);
    expect(decodeURIComponent(href.split("body=")[1]!)).toMatch(
      /^Hi Jamal, I just joined .* \S+\/subscribe$/,
    );
  });

  it("cleans phones to digits and plus signs", () => {
    expect(cleanPhone(" +592 (600) 12-34 ")).toBe("+5926001234");
    expect(cleanPhone("call me")).toBe("");
  });
});
