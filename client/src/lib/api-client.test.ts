import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorDescription, getJson } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("api client", () => {
  it("turns a failed response into '<status>: <body>' (spec section 8)", async () => {
    stubFetch(400, '{"message":"age: too old"}');
    const error = await apiRequest("POST", "/api/alerts", { age: 200 }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"age: too old"}');
    expect(errorDescription(error)).toBe("age: too old");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(503, "", "Service Unavailable");
    await expect(getJson("/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends cookies and a JSON content type with a body", async () => {
    const fetchMock = stubFetch(200, "{}");
    await apiRequest("POST", "/api/chat", { message: "hi" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/chat",
      expect.objectContaining({
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: '{"message":"hi"}',
      }),
    );
  });

  it("sends a moderator's bearer token, and a JSON content type without a body when asked", async () => {
    const fetchMock = stubFetch(200, "{}");
    await apiRequest("DELETE", "/api/chat/7", undefined, { bearer: "tok" });
    await apiRequest("POST", "/api/admin/alerts/7/approve", undefined, { jsonContentType: true });
    const inits = fetchMock.mock.calls.map((call) => (call as unknown[])[1] as RequestInit);
    expect(inits.map((init) => [init.headers, init.body])).toEqual([
      [{ Authorization: "Bearer tok" }, undefined],
      [{ "Content-Type": "application/json" }, undefined],
    ]);
  });

  it("returns null on 401 only when asked to", async () => {
    stubFetch(401, '{"message":"Sign-in required"}');
    expect(await getJson("/api/admin/alerts", "returnNull")).toBeNull();
    await expect(getJson("/api/admin/alerts")).rejects.toThrow(/^401: /);
  });

  it("falls back to 'Please try again.' with nothing to show", () => {
    expect(errorDescription(new ApiError(500, "", ""))).toBe("Please try again.");
    const proxyPage = "<html><body><h1>502 Bad Gateway</h1></body></html>";
    expect(errorDescription(new ApiError(502, proxyPage, "Bad Gateway"))).toBe("Please try again.");
    expect(errorDescription(undefined)).toBe("Please try again.");
  });
});
