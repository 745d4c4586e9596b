import {
  PROBLEM_CONTACT_MESSAGE,
  PROBLEM_MESSAGE_MESSAGE,
  PROBLEM_REASON_MESSAGE,
} from "@shared/problem-reports";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { ReportProblemButton } from "./ReportProblemButton";

afterEach(() => vi.unstubAllGlobals());

const url = "/api/alerts/7/problem-reports";

async function openDialog() {
  const user = userEvent.setup();
  renderWithClient(<ReportProblemButton alertId={7} />);
  await user.click(screen.getByRole("button", { name: "Report a problem with this alert" }));
  const dialog = await screen.findByRole("dialog", { name: "Report a problem with this alert" });
  return { user, dialog };
}

describe("Report a problem with this alert", () => {
  it("opens a labelled dialog loaded on demand, with the five reasons", async () => {
    stubApi({});
    const { dialog } = await openDialog();
    for (const reason of [
      "This is me and I am not missing",
      "The person was found",
      "False or malicious report",
      "Privacy concern",
      "Other",
    ]) {
      expect(screen.getByRole("radio", { name: reason })).toBeTruthy();
    }
    expect(screen.getByRole("textbox", { name: /phone number or e-mail/ })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Message/ })).toBeTruthy();
    expect(dialog).toBeTruthy();
  });

  it("names each missing field and sends nothing", async () => {
    const api = stubApi({ [`POST ${url}`]: () => json({ id: 1, status: "open", createdAt: "" }, 201) });
    const { user } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(PROBLEM_REASON_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PROBLEM_CONTACT_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PROBLEM_MESSAGE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /phone number or e-mail/ }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    // A contact that is neither a phone number nor an address is refused too.
    await user.type(screen.getByRole("textbox", { name: /phone number or e-mail/ }), "call me");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByText(PROBLEM_CONTACT_MESSAGE)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the report and shows that it was received", async () => {
    const api = stubApi({
      [`POST ${url}`]: () => json({ id: 12, status: "open", createdAt: "2026-01-01T00:00:00Z" }, 201),
    });
    const { user } = await openDialog();
    await user.click(screen.getByRole("radio", { name: "This is me and I am not missing" }));
    await user.type(screen.getByRole("textbox", { name: /phone number or e-mail/ }), "+592 600 4321");
    await user.type(
      screen.getByRole("textbox", { name: /Message/ }),
      "I am safe at home, please remove this.",
    );
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Thank you, your report has been sent.")).toBeTruthy();
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: "POST",
        url,
        body: {
          reason: "this_is_me",
          contact: "+592 600 4321",
          message: "I am safe at home, please remove this.",
        },
      }),
    ]);
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    stubApi({ [`POST ${url}`]: () => json({ message: "Too many requests, please try again later." }, 429) });
    const { user } = await openDialog();
    await user.click(screen.getByRole("radio", { name: "Privacy concern" }));
    await user.type(screen.getByRole("textbox", { name: /phone number or e-mail/ }), "someone@example.gy");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "My address is shown in this alert.");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(/Too many requests/)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /phone number or e-mail/ }) as HTMLInputElement).value).toBe(
      "someone@example.gy",
    );
  });
});
