// The live community chat in two browsers at once: realtime delivery, per-alert chats,
// moderator badges only with a valid personal code, removal, and abuse (forged flags, script
// payloads, oversized messages, flooding). Staff set-up goes through the real admin API.
import { type APIRequestContext, type Browser, expect, type Page, request, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { seriousViolations } from "./a11y";
import { newContext } from "./browser-context";

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await request.newContext({ baseURL });
  const res = await admin.post("/api/auth/login", {
    data: { username: "admin", password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
});
test.afterAll(async () => {
  await admin.dispose();
});

let counter = 0;

/** A moderator created through the admin API, with a freshly issued personal access code. */
async function moderatorCode(): Promise<string> {
  counter += 1;
  const username = `chatmod-${process.pid}-${counter}`;
  const created = await admin.post("/api/admin/staff", { data: { username, role: "moderator" } });
  expect(created.status(), await created.text()).toBe(201);
  const { staff } = (await created.json()) as { staff: { id: number } };
  const issued = await admin.post(`/api/admin/staff/${staff.id}/access-code`);
  expect(issued.status(), await issued.text()).toBe(201);
  return ((await issued.json()) as { code: string }).code;
}

/** A verified alert, reported through the public API and verified by the admin. */
async function verifiedAlert(name: string): Promise<number> {
  const res = await admin.post("/api/alerts", {
    data: {
      name,
      age: 8,
      description: "Small for his age, short curly hair.",
      clothing: "Red T-shirt and grey shorts.",
      lastLocation: "Parika Stelling, Essequibo",
      latitude: null,
      longitude: null,
      lastSeen: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      circumstances: null,
      photoUrl: "",
      reporterName: "Test Reporter",
      reporterRelationship: "Uncle",
      reporterPhone: "+592 600 0000",
      reporterEmail: "reporter@example.gy",
      isActive: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const verified = await admin.post(`/api/alerts/${id}/verify`);
  expect(verified.status(), await verified.text()).toBe(200);
  return id;
}

/** Two separate visitors (own cookies and storage), each on its own page. */
async function twoVisitors(browser: Browser) {
  const contexts = [await newContext(browser), await newContext(browser)];
  const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
  return { a: a!, b: b!, close: () => Promise.all(contexts.map((c) => c.close())) };
}

const chatLog = (page: Page) => page.getByRole("log", { name: "Chat messages" });
const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message" });

/** Opens a chat and waits until it is live (the socket is open) and its messages have loaded. */
async function openChat(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  await expect(chatLog(page).getByText("Loading messages...")).toHaveCount(0);
}

async function join(page: Page, name: string, moderatorCodeValue?: string) {
  await page.getByLabel("Your name").fill(name);
  if (moderatorCodeValue !== undefined) {
    await page.getByLabel("I am a moderator").check();
    await page.getByLabel("Moderator code").fill(moderatorCodeValue);
  }
  await page.getByRole("button", { name: "Join Chat" }).click();
}

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
  await expect(messageBox(page)).toHaveValue("");
}

const messageItem = (page: Page, text: string) =>
  chatLog(page)
    .getByTestId("chat-message")
    .filter({ has: page.getByTestId("chat-text").getByText(text, { exact: true }) });

test("a message sent in one page appears in the other without a reload", async ({ browser }) => {
  const { a, b, close } = await twoVisitors(browser);
  await openChat(a, "/community");
  await openChat(b, "/community");
  await expect(a.getByRole("heading", { level: 1, name: "Live Community Chat" })).toBeVisible();
  await expect(messageBox(b)).toHaveAttribute("placeholder", "Enter your name above to join the chat");
  await b.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await join(a, "Devika");
  await expect(a.getByTestId("toast")).toContainText("Welcome to the chat!");
  await expect(a.getByTestId("toast")).toContainText("You've joined as Devika");
  await expect(a.getByText(/Chatting as/)).toContainText("Chatting as Devika");

  // Shift+Enter does not send.
  await messageBox(a).fill("Meeting at the Parika stelling");
  await messageBox(a).press("Shift+Enter");
  await expect(messageBox(a)).toHaveValue("Meeting at the Parika stelling\n");
  await messageBox(a).press("Enter");
  await expect(messageBox(a)).toHaveValue("");

  const onB = messageItem(b, "Meeting at the Parika stelling");
  await expect(onB).toBeVisible();
  await expect(onB.getByTestId("chat-user")).toHaveText("Devika");
  await expect(onB.getByTestId("chat-avatar")).toHaveText("D");
  await expect(onB.locator("time")).toHaveText(/^\d{1,2}:\d{2} (am|pm)$/);
  await expect(onB.getByText("Moderator")).toHaveCount(0);
  expect(await b.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The name is remembered by the browser.
  await a.reload();
  await expect(a.getByText(/Chatting as/)).toContainText("Chatting as Devika");
  await close();
});

test("the per-alert chat only shows its alert's messages", async ({ browser }) => {
  const first = await verifiedAlert("Ravi Singh");
  const second = await verifiedAlert("Shondell Adams");
  const { a, b, close } = await twoVisitors(browser);

  for (const [page, id] of [
    [a, first],
    [b, second],
  ] as const) {
    await page.goto(`/alert/${id}`);
    await page.getByRole("tab", { name: "Community Chat" }).click();
    await expect(page.getByRole("heading", { name: `Discussion: Case #${id}` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  }
  await expect(
    chatLog(b).getByText("No messages yet. Be the first to start the conversation!"),
  ).toBeVisible();

  await join(a, "Carl");
  await send(a, `About case ${first}: checked the market`);
  await join(b, "Sunita");
  await send(b, `About case ${second}: flyers at the school`);

  await expect(messageItem(a, `About case ${first}: checked the market`)).toBeVisible();
  await expect(messageItem(b, `About case ${second}: flyers at the school`)).toBeVisible();
  // Give a wrongly delivered message time to show up before checking it did not.
  await a.waitForTimeout(1_000);
  await expect(chatLog(a).getByText(`About case ${second}`)).toHaveCount(0);
  await expect(chatLog(b).getByText(`About case ${first}`)).toHaveCount(0);

  // Nor does the community chat show either.
  await openChat(a, "/community");
  await expect(chatLog(a).getByText(/About case/)).toHaveCount(0);
  await close();
});

test("the moderator badge appears only with a valid personal code; forged flags are refused", async ({
  browser,
}) => {
  const code = await moderatorCode();
  const { a, b, close } = await twoVisitors(browser);
  await openChat(a, "/community");
  await openChat(b, "/community");

  await join(a, "Officer Ramdin", "AAAA-BBBB-CCCC-DDDD-EEEE");
  await expect(a.getByTestId("toast")).toContainText("Invalid moderator code");
  await expect(a.getByTestId("toast")).toContainText("The moderator code you entered is incorrect.");
  await expect(a.getByText(/Chatting as/)).toHaveCount(0);

  await a.getByLabel("Moderator code").fill(code);
  await a.getByRole("button", { name: "Join Chat" }).click();
  await expect(a.getByText(/Chatting as/)).toContainText("Officer Ramdin");
  await expect(a.getByText(/Chatting as/).getByText("Moderator")).toBeVisible();
  await send(a, "Police have the new photo. Please share it.");

  await join(b, "Marcus");
  await send(b, "Will share in my street.");

  const official = messageItem(b, "Police have the new photo. Please share it.");
  await expect(official.getByText("Moderator", { exact: true })).toBeVisible();
  const ordinary = messageItem(b, "Will share in my street.");
  await expect(ordinary).toBeVisible();
  await expect(ordinary.getByText("Moderator", { exact: true })).toHaveCount(0);
  const avatarColour = (item: typeof official) =>
    item.getByTestId("chat-avatar").evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await avatarColour(official)).not.toBe(await avatarColour(ordinary));

  // A forged request: isModerator without a valid code never gets a badge.
  for (const extra of [{}, { moderatorCode: "AAAA-BBBB-CCCC-DDDD-EEEE" }]) {
    const forged = await b.request.post("/api/chat", {
      data: {
        userName: "Official Police",
        message: "FORGED: stop searching",
        alertId: null,
        isModerator: true,
        ...extra,
      },
    });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({ message: "Invalid moderator code" });
  }
  await a.waitForTimeout(1_000);
  await expect(chatLog(a).getByText("FORGED: stop searching")).toHaveCount(0);
  await b.reload();
  await expect(chatLog(b).getByText("Will share in my street.")).toBeVisible();
  await expect(chatLog(b).getByText("FORGED: stop searching")).toHaveCount(0);
  await close();
});

test("a moderator removes a message and it disappears from every page", async ({ browser }) => {
  const code = await moderatorCode();
  const { a, b, close } = await twoVisitors(browser);
  await openChat(a, "/community");
  await openChat(b, "/community");
  await join(b, "Rumour Mill");
  await send(b, "I heard she was taken abroad");
  await expect(messageItem(a, "I heard she was taken abroad")).toBeVisible();

  await join(a, "Officer Ramdin", code);
  await messageItem(a, "I heard she was taken abroad")
    .getByRole("button", { name: /Remove message/ })
    .click();
  await expect(chatLog(a).getByText("I heard she was taken abroad")).toHaveCount(0);
  await expect(chatLog(b).getByText("I heard she was taken abroad")).toHaveCount(0);
  await b.reload();
  await expect(chatLog(b).getByText("I heard she was taken abroad")).toHaveCount(0);
  await close();
});

test("a script or HTML payload renders as inert text", async ({ browser }) => {
  const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><b>bold</b>`;
  const { a, b, close } = await twoVisitors(browser);
  await openChat(a, "/community");
  await openChat(b, "/community");
  await join(a, "<i>Eve</i>");
  await send(a, payload);
  for (const page of [a, b]) {
    const item = messageItem(page, payload);
    await expect(item).toBeVisible();
    await expect(item.getByTestId("chat-text")).toHaveText(payload);
    await expect(item.getByTestId("chat-user")).toHaveText("<i>Eve</i>");
    await expect(chatLog(page).locator("img, script, b, i")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  }
  await close();
});

test("a 100 KB message is refused with a clear error", async ({ page }) => {
  const res = await page.request.post("/api/chat", {
    data: { userName: "Flood", message: "A".repeat(100 * 1024), alertId: null },
  });
  expect(res.status()).toBe(413);
  expect(await res.json()).toEqual({ message: "Request body is too large" });
  // The message box itself stops at 1000 characters.
  await openChat(page, "/community");
  await expect(messageBox(page)).toHaveAttribute("maxlength", "1000");
});

test("/community has no serious accessibility violations", async ({ page }) => {
  await openChat(page, "/community");
  const check = async () => expect(await seriousViolations(page)).toEqual([]);
  await check();
  await page.getByLabel("I am a moderator").check();
  await check();
});

// Last: it uses up this address's chat allowance for a minute.
test("flooding the chat gets 429 with Retry-After, and the sender sees why", async ({ page }) => {
  let limited: Awaited<ReturnType<typeof page.request.post>> | undefined;
  for (let i = 0; i < 40 && !limited; i++) {
    const res = await page.request.post("/api/chat", {
      data: { userName: "Flood", message: `flood ${i}`, alertId: null },
    });
    if (res.status() === 429) limited = res;
    else expect(res.status()).toBe(201);
  }
  expect(limited, "no 429 within 40 messages").toBeDefined();
  expect(Number(limited!.headers()["retry-after"])).toBeGreaterThan(0);
  expect(((await limited!.json()) as { message: string }).message).toMatch(/rate limit/i);

  await openChat(page, "/community");
  await join(page, "Flood");
  await messageBox(page).fill("one more");
  await messageBox(page).press("Enter");
  await expect(page.getByTestId("toast")).toContainText("Error sending message");
  await expect(page.getByTestId("toast")).toContainText(/rate limit/i);
});
