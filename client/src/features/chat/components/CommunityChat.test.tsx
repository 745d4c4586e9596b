import type { ChatMessage } from "@shared/chat";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/lib/realtime.test-utils";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { formatChatTime, initialOf } from "../format";
import { CommunityChat } from "./CommunityChat";

let nextId = 100;
function msg(overrides: Partial<ChatMessage> = {}): ChatMessage {
  nextId += 1;
  return {
    id: nextId,
    alertId: null,
    userName: "Devika",
    message: "Volunteers meet at the church at 6.",
    isModerator: false,
    createdAt: new Date(2025, 4, 1, 15, 5).toISOString(),
    ...overrides,
  };
}

const noMore = { "x-has-more": "false" };

beforeEach(() => {
  vi.stubGlobal("WebSocket", FakeWebSocket);
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The socket of the page's shared connection (it stays open between tests, as on a page). */
function socket(): FakeWebSocket {
  const s = FakeWebSocket.instances.filter((i) => i.readyState !== FakeWebSocket.CLOSED).at(-1);
  if (!s) throw new Error("no socket");
  return s;
}

async function enterCode(code: string) {
  await userEvent.click(screen.getByLabelText("Moderator code"));
  await userEvent.paste(code);
}

async function joinAs(name: string) {
  await userEvent.click(screen.getByLabelText("Your name"));
  await userEvent.paste(name);
  await userEvent.click(screen.getByRole("button", { name: "Join Chat" }));
}

describe("CommunityChat", () => {
  it("shows the title, guidelines, empty state and the not-joined placeholder", async () => {
    stubApi({ "GET /api/chat": () => json([], 200, noMore) });
    renderWithClient(<CommunityChat headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1, name: "Live Community Chat" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Community Guidelines" })).toBeTruthy();
    expect(screen.getByText(/No false information or rumours/)).toBeTruthy();
    expect(screen.getByText(/privacy and dignity/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Join the Chat" })).toBeTruthy();
    expect(await screen.findByText("No messages yet. Be the first to start the conversation!")).toBeTruthy();
    expect(screen.getByLabelText("Message").getAttribute("placeholder")).toBe(
      "Enter your name above to join the chat",
    );
    expect(screen.getByTestId("chat-log").className).toContain("h-96");
  });

  it("titles an alert's chat 'Discussion: Case #id' and asks for that alert's messages only", async () => {
    const { calls } = stubApi({ "GET /api/chat": () => json([msg({ alertId: 7 })], 200, noMore) });
    renderWithClient(<CommunityChat alertId={7} />);
    expect(screen.getByRole("heading", { level: 2, name: "Discussion: Case #7" })).toBeTruthy();
    await screen.findByText("Volunteers meet at the church at 6.");
    expect(calls[0]?.url).toBe("/api/chat?alertId=7");
  });

  it("needs a name to join, then shows 'Chatting as' and keeps the name in the browser", async () => {
    stubApi({ "GET /api/chat": () => json([], 200, noMore) });
    renderWithClient(<CommunityChat />);
    await userEvent.click(screen.getByRole("button", { name: "Join Chat" }));
    expect(await screen.findByText("Name required")).toBeTruthy();
    expect(screen.getByText("Please enter your name to join the chat.")).toBeTruthy();

    await joinAs("  Devika  ");
    expect(await screen.findByText("Welcome to the chat!")).toBeTruthy();
    expect(screen.getByText("You've joined as Devika")).toBeTruthy();
    expect(screen.getByText(/Chatting as/).textContent).toContain("Chatting as Devika");
    expect(window.localStorage.getItem("chat-username")).toBe("Devika");
    expect(screen.getByLabelText("Message").getAttribute("placeholder")).toBe("Type your message...");

    await userEvent.click(screen.getByRole("button", { name: "Change" }));
    expect(screen.getByRole("heading", { name: "Join the Chat" })).toBeTruthy();
    expect(window.localStorage.getItem("chat-username")).toBeNull();
  });

  it("starts joined when the browser remembers the name", async () => {
    window.localStorage.setItem("chat-username", "Marcia");
    stubApi({ "GET /api/chat": () => json([], 200, noMore) });
    renderWithClient(<CommunityChat />);
    expect(screen.getByText(/Chatting as/).textContent).toContain("Marcia");
  });

  it("reveals a password field for the moderator code and refuses a wrong code", async () => {
    const { calls } = stubApi({
      "GET /api/chat": () => json([], 200, noMore),
      "POST /api/moderation/unlock": () => json({ message: "Invalid access code" }, 401),
    });
    renderWithClient(<CommunityChat />);
    expect(screen.queryByLabelText("Moderator code")).toBeNull();
    await userEvent.click(screen.getByLabelText("I am a moderator"));
    const code = screen.getByLabelText("Moderator code");
    expect(code.getAttribute("type")).toBe("password");
    await enterCode("WRONG-CODE");
    await joinAs("Officer Ramdin");
    expect(await screen.findByText("Invalid moderator code")).toBeTruthy();
    expect(screen.getByText("The moderator code you entered is incorrect.")).toBeTruthy();
    expect(calls.find((c) => c.url === "/api/moderation/unlock")?.body).toEqual({ code: "WRONG-CODE" });
    expect(screen.queryByText(/Chatting as/)).toBeNull();
    expect(window.localStorage.getItem("chat-username")).toBeNull();
  });

  it("sends a moderator's messages with the unlock token and shows the moderator badge", async () => {
    const { calls } = stubApi({
      "GET /api/chat": () => json([], 200, noMore),
      "POST /api/moderation/unlock": () =>
        json({
          token: "tok123",
          expiresAt: "2030-01-01T00:00:00Z",
          staff: { id: 3, username: "r", role: "moderator" },
        }),
      "POST /api/chat": (_url, init) => {
        const body = JSON.parse(String(init?.body));
        return json(msg({ userName: body.userName, message: body.message, isModerator: true }), 201);
      },
    });
    renderWithClient(<CommunityChat />);
    await userEvent.click(screen.getByLabelText("I am a moderator"));
    await enterCode("ABCD-EFGH-JKMN-PQRS-TVWX");
    await joinAs("Officer Ramdin");
    await screen.findByText("Welcome to the chat!");
    expect(within(screen.getByText(/Chatting as/)).getByText("Moderator")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Message"), "Police have been informed.{Enter}");
    const item = await screen.findByText("Police have been informed.");
    const post = calls.find((c) => c.method === "POST" && c.url === "/api/chat");
    expect(post?.body).toEqual({
      userName: "Officer Ramdin",
      message: "Police have been informed.",
      alertId: null,
      isModerator: true,
    });
    expect(post?.headers.Authorization).toBe("Bearer tok123");
    const li = item.closest("li")!;
    expect(within(li).getByText("Moderator")).toBeTruthy();
  });

  it("asks for a name before sending, ignores a blank message, sends on Enter but not Shift+Enter", async () => {
    const { calls } = stubApi({
      "GET /api/chat": () => json([], 200, noMore),
      "POST /api/chat": (_url, init) => {
        const body = JSON.parse(String(init?.body));
        return json(msg({ userName: body.userName, message: body.message }), 201);
      },
    });
    renderWithClient(<CommunityChat />);
    const box = screen.getByLabelText("Message") as HTMLTextAreaElement;
    await userEvent.type(box, "Hello{Enter}");
    expect(await screen.findByText("Username required")).toBeTruthy();
    expect(screen.getByText("Please enter your name to send a message.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await joinAs("Devika");
    await userEvent.clear(box);
    await userEvent.type(box, "   {Enter}");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, "Line one{Shift>}{Enter}{/Shift}line two");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(box.value).toBe("Line one\nline two");
    await userEvent.type(box, "{Enter}");
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      userName: "Devika",
      message: "Line one\nline two",
      alertId: null,
      isModerator: false,
    });
    await waitFor(() => expect(box.value).toBe(""));
    expect(screen.getByTestId("chat-log").textContent).toContain("line two");
  });

  it("shows 'Error sending message' with the server's message when sending fails", async () => {
    window.localStorage.setItem("chat-username", "Devika");
    stubApi({
      "GET /api/chat": () => json([], 200, noMore),
      "POST /api/chat": () => json({ message: "Rate limit exceeded, retry in 1 minute" }, 429),
    });
    renderWithClient(<CommunityChat />);
    await userEvent.type(screen.getByLabelText("Message"), "Hello{Enter}");
    expect(await screen.findByText("Error sending message")).toBeTruthy();
    expect(screen.getByText("Rate limit exceeded, retry in 1 minute")).toBeTruthy();
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Hello");
  });

  it("renders each message with its initial, name, badge, time and text; HTML stays text", async () => {
    const html = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>bold</b>`;
    stubApi({
      "GET /api/chat": () =>
        json(
          [
            msg({ userName: "devika", message: html }),
            msg({ userName: "Officer Ramdin", message: "Stay safe.", isModerator: true }),
          ],
          200,
          noMore,
        ),
    });
    renderWithClient(<CommunityChat />);
    const items = await screen.findAllByTestId("chat-message");
    expect(items).toHaveLength(2);
    const [plain, moderator] = items as [HTMLElement, HTMLElement];
    expect(within(plain).getByTestId("chat-avatar").textContent).toBe("D");
    expect(within(plain).getByTestId("chat-user").textContent).toBe("devika");
    expect(within(plain).queryByText("Moderator")).toBeNull();
    expect(within(plain).getByText("3:05 pm")).toBeTruthy();
    expect(within(plain).getByTestId("chat-text").textContent).toBe(html);
    expect(plain.querySelector("img, script, b")).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();

    expect(within(moderator).getByText("Moderator")).toBeTruthy();
    const plainAvatar = within(plain).getByTestId("chat-avatar").className;
    const modAvatar = within(moderator).getByTestId("chat-avatar").className;
    expect(modAvatar).not.toBe(plainAvatar);
  });

  it("shows messages pushed over the socket for this chat only, and drops removed ones", async () => {
    stubApi({ "GET /api/chat": () => json([], 200, noMore) });
    renderWithClient(<CommunityChat alertId={5} />);
    await screen.findByText("No messages yet. Be the first to start the conversation!");
    const s = socket();
    if (s.readyState !== FakeWebSocket.OPEN) act(() => s.serverOpen());
    expect(await screen.findByText("Live")).toBeTruthy();
    const mine = msg({ alertId: 5, message: "Seen at Parika stelling" });
    act(() => {
      s.serverSend({ type: "NEW_CHAT_MESSAGE", message: mine });
      s.serverSend({ type: "NEW_CHAT_MESSAGE", message: msg({ alertId: 6, message: "Other case" }) });
      s.serverSend({ type: "NEW_CHAT_MESSAGE", message: msg({ alertId: null, message: "Community" }) });
      s.serverSend({ type: "NEW_CHAT_MESSAGE", message: mine }); // a duplicate push
    });
    expect(await screen.findByText("Seen at Parika stelling")).toBeTruthy();
    expect(screen.getAllByTestId("chat-message")).toHaveLength(1);
    expect(screen.queryByText("Other case")).toBeNull();
    expect(screen.queryByText("Community")).toBeNull();

    act(() => s.serverSend({ type: "CHAT_MESSAGE_REMOVED", id: mine.id, alertId: 5 }));
    await waitFor(() => expect(screen.queryByText("Seen at Parika stelling")).toBeNull());
    expect(screen.getByText("No messages yet. Be the first to start the conversation!")).toBeTruthy();
  });

  it("lets a moderator remove a message", async () => {
    const target = msg({ message: "A rumour" });
    const { calls } = stubApi({
      "GET /api/chat": () => json([target], 200, noMore),
      "POST /api/moderation/unlock": () =>
        json({
          token: "tok9",
          expiresAt: "2030-01-01T00:00:00Z",
          staff: { id: 3, username: "r", role: "moderator" },
        }),
      [`DELETE /api/chat/${target.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithClient(<CommunityChat />);
    await screen.findByText("A rumour");
    expect(screen.queryByRole("button", { name: /Remove message/ })).toBeNull();
    await userEvent.click(screen.getByLabelText("I am a moderator"));
    await enterCode("ABCD-EFGH-JKMN-PQRS-TVWX");
    await joinAs("Officer Ramdin");
    await userEvent.click(await screen.findByRole("button", { name: "Remove message from Devika" }));
    await waitFor(() => expect(screen.queryByText("A rumour")).toBeNull());
    const del = calls.find((c) => c.method === "DELETE");
    expect(del?.headers.Authorization).toBe("Bearer tok9");
  });

  it("loads earlier messages above the newest page", async () => {
    const newest = [msg({ message: "newer one" }), msg({ message: "newer two" })];
    const older = [msg({ id: 1, message: "oldest" })];
    const { calls } = stubApi({
      "GET /api/chat": (url) =>
        url.includes("before=") ? json(older, 200, noMore) : json(newest, 200, { "x-has-more": "true" }),
    });
    renderWithClient(<CommunityChat />);
    await screen.findByText("newer two");
    await userEvent.click(screen.getByRole("button", { name: "Load earlier messages" }));
    await screen.findByText("oldest");
    expect(calls.at(-1)?.url).toBe(`/api/chat?before=${newest[0]!.id}`);
    expect(screen.getAllByTestId("chat-text").map((e) => e.textContent)).toEqual([
      "oldest",
      "newer one",
      "newer two",
    ]);
    expect(screen.queryByRole("button", { name: "Load earlier messages" })).toBeNull();
  });

  it("shows an error state when the messages cannot be loaded", async () => {
    stubApi({ "GET /api/chat": () => json({ message: "Alert not found" }, 404) });
    renderWithClient(<CommunityChat alertId={99} />);
    expect(await screen.findByText("Could not load messages")).toBeTruthy();
    expect(screen.getByText("Alert not found")).toBeTruthy();
  });
});

describe("chat formatting", () => {
  it("formats times as h:mm am/pm", () => {
    expect(formatChatTime(new Date(2025, 0, 1, 0, 7).toISOString())).toBe("12:07 am");
    expect(formatChatTime(new Date(2025, 0, 1, 9, 30).toISOString())).toBe("9:30 am");
    expect(formatChatTime(new Date(2025, 0, 1, 12, 0).toISOString())).toBe("12:00 pm");
    expect(formatChatTime(new Date(2025, 0, 1, 23, 59).toISOString())).toBe("11:59 pm");
    expect(formatChatTime(new Date(2025, 0, 1, 23, 59).toISOString(), "es")).toBe("23:59");
    expect(formatChatTime(new Date(2025, 0, 1, 0, 7).toISOString(), "pt")).toBe("00:07");
  });
  it("takes the first letter, upper case, even for accented or emoji names", () => {
    expect(initialOf("devika")).toBe("D");
    expect(initialOf("  élise")).toBe("É");
    expect(initialOf("🙂 Sam")).toBe("🙂");
    expect(initialOf("")).toBe("?");
  });
});
