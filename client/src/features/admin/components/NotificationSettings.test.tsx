import { defaultNotificationSettings } from "@shared/settings";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithClient } from "../../../../test/api";
import { NotificationSettingsForm, SHARE_HINT } from "./NotificationSettings";

const settings = defaultNotificationSettings("Hope Alert");

describe("the templates' placeholders", () => {
  it("lists [Share] where the default templates use it, and says what it becomes", () => {
    renderWithClient(<NotificationSettingsForm settings={settings} section="templates" />);
    expect(
      screen.getByText("Placeholders: [Name], [Age], [Location], [Time], [Link], [Hotline]"),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Placeholders: [Name], [Age], [Location], [Time], [Link], [Hotline], [Description], [Share]",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Placeholders: [Name], [Age], [Location], [Time], [Link], [Hotline], [Description], [PhotoUrl], [Share]",
      ),
    ).toBeTruthy();
    // Under the WhatsApp and the e-mail templates.
    expect(screen.getAllByText(SHARE_HINT)).toHaveLength(2);
    expect(screen.getByText(/\[Share\] thanks people for looking/).textContent).toContain(
      "Placeholders: [Name], [Age], [Location], [Time], [Link], [Hotline], [Share].",
    );
  });
});
