import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { PushOnThisPhone } from "./PushOnThisPhone";

// "Alerts on this phone" on the manage page (decision 015): the state behind the link, turning
// it off (the server forgets the browser), and nothing shown where push is off and impossible.

afterEach(() => vi.unstubAllGlobals());

const token = "T".repeat(32);
const url = `/api/subscribers/manage/${token}/push`;

describe("alerts on this phone (manage page)", () => {
  it("shows push on and turns it off with DELETE", async () => {
    let enabled = true;
    const { calls } = stubApi({
      [`GET ${url}`]: () => json({ enabled }),
      [`DELETE ${url}`]: () => {
        enabled = false;
        return json({ enabled });
      },
    });
    renderWithClient(<PushOnThisPhone token={token} />);
    expect(await screen.findByRole("heading", { name: "Alerts on this phone" })).toBeTruthy();
    expect(screen.getByTestId("push-status").textContent).toBe("On");
    await userEvent.click(screen.getByRole("button", { name: "Turn off alerts on this phone" }));
    await waitFor(() => expect(screen.getByTestId("push-status").textContent).toBe("Off"));
    // This browser cannot receive push (no Push API here): no button to turn it back on.
    expect(screen.queryByRole("button", { name: "Turn on alerts on this phone" })).toBeNull();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([url]);
    expect(await screen.findByText("No more notifications on your phone.")).toBeTruthy();
  });

  it("shows nothing when push is off and this browser cannot receive it", async () => {
    const { calls } = stubApi({ [`GET ${url}`]: () => json({ enabled: false }) });
    renderWithClient(<PushOnThisPhone token={token} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("heading", { name: "Alerts on this phone" })).toBeNull();
    expect(screen.queryByRole("button", { name: /alerts on this phone/ })).toBeNull();
  });
});
