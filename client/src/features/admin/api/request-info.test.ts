import { describe, expect, it } from "vitest";
import { requestInfoToast } from "./request-info";

describe("Request More Info's toast", () => {
  it("keeps the spec's wording when the e-mail went out", () => {
    expect(requestInfoToast({ alertId: 11, reporterName: "Indra Singh", delivery: "sent" })).toEqual({
      title: "Request sent",
      description: "Requested more information about case #11 from Indra Singh",
    });
  });

  it("says the e-mail was only logged when no SMTP server is configured", () => {
    const t = requestInfoToast({ alertId: 11, reporterName: "Indra Singh", delivery: "logged" });
    expect(t.title).toBe("Request logged, not sent");
    expect(t.description).toBe(
      "No e-mail server is configured: the request to Indra Singh about case #11 was written to the server log, not e-mailed.",
    );
  });
});
