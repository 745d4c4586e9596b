// The alert's text page (/alert/{id}/text): the alert for the slowest phones, without any script,
// under 14 KB compressed, with a sighting form that works as a plain HTML form; and Save-Data
// sending an alert page there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDirWith, createTestApp, type TestApp } from "../../../test/harness";
import {
  jpegWithGpsDataUrl,
  type StaffHeaders,
  setAnnounceFound,
  staffHeaders,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";

const PUBLIC_URL = "https://alerts.example.gy";
const INDEX = `<!doctype html><html lang="en"><head><title>Built</title></head><body><div id="root"></div></body></html>`;
/** A round trip's worth of a new connection (10 TCP segments): the page must fit in it. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

let t: TestApp;
let staff: StaffHeaders;

/**
 * Text as hard to compress as typing gets: words of random letters (a fixed seed, so every run
 * measures the same page).
 */
function typedText(length: number): string {
  let seed = length;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let text = "";
  while (text.length < length) {
    const word = Array.from({ length: 2 + Math.floor(next() * 8) }, () =>
      String.fromCharCode(97 + Math.floor(next() * 26)),
    ).join("");
    text += `${word} `;
  }
  return text.slice(0, length).trim();
}

beforeAll(async () => {
  t = await createTestApp({
    clientDir: clientDirWith(INDEX),
    env: { PUBLIC_URL, SITE_BRAND_NAME: "Hope Alert", SITE_EMERGENCY_PHONE: "+592 911" },
  });
  staff = await staffHeaders(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

const postForm = (
  id: number | string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: "POST",
    url: `/alert/${id}/text/sighting`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** A report, verified by a moderator with the given level and sharing choices. */
async function verifiedAlert(
  overrides: Parameters<typeof validAlertInput>[0] = {},
  verify: Record<string, string> = {},
): Promise<number> {
  const res = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const verified = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/verify`,
    headers: staff.moderator,
    payload: verify,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return id;
}

async function staffSightings(alertId: number) {
  const res = await get(`/api/alerts/${alertId}/sightings`, staff.moderator);
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ location: string; description: string; status: string; isVerified: boolean }>;
}

describe("the text page", () => {
  it("shows the alert in plain HTML: no script, the photo only when asked, a tel: link, the level", async () => {
    const id = await verifiedAlert(
      {
        name: "Aaliyah <b>Persaud</b>",
        lastSeen: "2025-05-10T18:30:00.000Z",
        photoUrl: await jpegWithGpsDataUrl(400, 500),
      },
      { level: "red" },
    );
    const res = await get(`/alert/${id}/text`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers.vary).toContain("accept-language");
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Hope ALERT: MISSING PERSON");
    expect(html).toContain("<h1>Aaliyah &lt;b&gt;Persaud&lt;/b&gt;</h1>");
    expect(html).toContain("9 years");
    expect(html).toContain("May 10, 2025 at 2:30 PM (Guyana time)");
    expect(html).toContain("Stabroek Market, Water Street, Georgetown");
    expect(html).toContain("Navy blue school uniform, pink backpack.");
    expect(html).toContain('<a href="tel:+592911">+592 911</a>');
    expect(html).toMatch(/Alert level: <b>[^<]+<\/b>/);
    expect(html).not.toContain("<img");
    expect(html).toContain(`<a href="/alert/${id}/text?photo=1#photo">Show photo</a>`);
    expect(html).toContain(`<form method="post" action="/alert/${id}/text/sighting#sighting">`);
    expect(html).toContain(`<a href="/alert/${id}/full">Full page (uses more data)</a>`);

    const withPhoto = await get(`/alert/${id}/text?photo=1`);
    const src = /<img src="([^"]+)"/.exec(withPhoto.body)?.[1];
    expect(src).toMatch(/^\/api\/photos\/[\w-]+\?w=400&amp;format=jpeg$/);
    const photo = await get(src!.replace("&amp;", "&"));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
  });

  it("is under 14 KB compressed, gzip and brotli, with every text of a report at its longest", async () => {
    const id = await verifiedAlert(
      {
        name: typedText(120),
        description: typedText(2000),
        clothing: typedText(1000),
        lastLocation: typedText(300),
        circumstances: typedText(4000),
        photoUrl: await jpegWithGpsDataUrl(400, 500),
      },
      { level: "red" },
    );
    const raw = (await get(`/alert/${id}/text?photo=1`)).rawPayload.length;
    for (const encoding of ["gzip", "br"]) {
      const res = await get(`/alert/${id}/text?photo=1`, { "accept-encoding": encoding });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.rawPayload.length, encoding).toBeLessThan(FIRST_ROUND_TRIP_BYTES);
      expect(res.rawPayload.length).toBeLessThan(raw);
    }
  });

  it("speaks the reader's language: ?lang=, the lang cookie, then Accept-Language", async () => {
    const id = await verifiedAlert({ lastSeen: "2025-05-10T18:30:00.000Z" });
    const spanish = await get(`/alert/${id}/text`, { "accept-language": "es-VE,es;q=0.9,en;q=0.5" });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain("ALERTA Hope: PERSONA DESAPARECIDA");
    expect(spanish.body).toContain("10 de mayo de 2025");
    expect(spanish.body).toContain("Reportar un avistamiento");
    const cookie = await get(`/alert/${id}/text`, { "accept-language": "es", cookie: "lang=pt" });
    expect(cookie.body).toContain('<html lang="pt">');
    expect(cookie.body).toContain("Viu esta pessoa? Ligue agora para");
    const chosen = await get(`/alert/${id}/text?lang=en`, { cookie: "lang=pt" });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).toContain("Seen this person? Call");
  });

  it("shows only what the public alert page shows", async () => {
    const unknown = await get("/alert/999999/text");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Alert Not Found");
    expect((await get("/alert/abc/text")).statusCode).toBe(404);

    const pending = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput() });
    const pendingPage = await get(`/alert/${pending.json().id}/text`);
    expect(pendingPage.statusCode).toBe(404);
    expect(pendingPage.body).not.toContain("Aaliyah");

    const staffOnly = await verifiedAlert({ name: "Staff Only Case" }, { sharingPolicy: "staff_only" });
    const hidden = await get(`/alert/${staffOnly}/text`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain("Staff Only Case");

    const local = await verifiedAlert(
      { name: "Local Case", photoUrl: await jpegWithGpsDataUrl(400, 500) },
      { level: "local" },
    );
    const localPage = await get(`/alert/${local}/text?photo=1`);
    expect(localPage.body).toContain("Local Case");
    expect(localPage.body).not.toContain("Show photo");
    expect(localPage.body).not.toContain("<img");
    expect(localPage.body).toContain("Please do not forward or share this alert.");

    const ended = await verifiedAlert({ name: "Ended Appeal" });
    const close = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${ended}/close`,
      headers: staff.moderator,
      payload: { outcome: "found_safe" },
    });
    expect(close.statusCode, close.body).toBe(200);
    const endedPage = await get(`/alert/${ended}/text`);
    expect(endedPage.statusCode).toBe(200);
    expect(endedPage.body).toContain("This appeal has ended.");
    expect(endedPage.body).toContain("Thank you for your help.");
    expect(endedPage.body).toContain("RESOLVED");
    expect(endedPage.body).not.toContain("Ended Appeal");
    expect(endedPage.body).not.toContain("<form");

    // Where the settings announce found people, a found person's page says so, without the form.
    await setAnnounceFound(t, staff, true);
    const found = await verifiedAlert({ name: "Found Safe" });
    await t.app.inject({
      method: "POST",
      url: `/api/alerts/${found}/close`,
      headers: staff.moderator,
      payload: { outcome: "found_safe" },
    });
    const foundPage = await get(`/alert/${found}/text`);
    expect(foundPage.body).toContain("<h1>Found Safe</h1>");
    expect(foundPage.body).toContain("Found - thank you for sharing");
    expect(foundPage.body).not.toContain("<form");
    await setAnnounceFound(t, staff, false);
  });
});

describe("its sighting form", () => {
  it("stores a pending sighting, then shows the thanks after a 303 (post, redirect, get)", async () => {
    const id = await verifiedAlert();
    const key = "0b8f3c4e-8a1d-4c55-9a53-8f0e2f4c1a77";
    const fields = {
      key,
      lang: "en",
      location: "Bourda Market, near the fruit stalls",
      time: "",
      description: "A girl in a navy uniform with a pink backpack, walking east with a man.",
      name: "Devi",
      contact: "+592 600 0000",
    };
    const res = await postForm(id, fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/alert/${id}/text?sent=1&lang=en#sighting`);
    // A second tap, or the form sent again, stores nothing more.
    expect((await postForm(id, fields)).statusCode).toBe(303);
    const stored = await staffSightings(id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      location: fields.location,
      description: fields.description,
      status: "pending",
      isVerified: false,
    });
    // The public does not see it until a moderator verifies it.
    expect((await get(`/api/alerts/${id}/sightings`)).json()).toEqual([]);

    const thanks = await get(`/alert/${id}/text?sent=1&lang=en`);
    expect(thanks.body).toContain('role="status">Thank you — your sighting was sent to our moderators.</p>');
  });

  it("a Guyana time typed in the form is stored as that moment", async () => {
    const id = await verifiedAlert();
    const res = await postForm(id, {
      location: "Parika stelling",
      time: "2025-05-10T14:30",
      description: "Waiting for the Supenaam boat with an older woman.",
    });
    expect(res.statusCode).toBe(303);
    const sighting = await get(`/api/alerts/${id}/sightings`, staff.moderator);
    expect(sighting.json()[0].sightingTime).toBe("2025-05-10T18:30:00.000Z");
  });

  it("shows the page again with each problem beside its field and what was typed kept", async () => {
    const id = await verifiedAlert();
    const res = await postForm(id, {
      lang: "en",
      location: "Mall",
      time: "yesterday",
      description: "<i>girl",
      name: "x".repeat(121),
    });
    expect(res.statusCode).toBe(400);
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("Your sighting was not sent yet.");
    expect(html).toContain('<p class="err" id="f-location-err">Location must be at least 5 characters</p>');
    expect(html).toContain(
      '<p class="err" id="f-description-err">Please provide more details about the sighting</p>',
    );
    expect(html).toContain('<p class="err" id="f-time-err">Please enter a valid date and time</p>');
    expect(html).toContain('<p class="err" id="f-name-err">Please use at most 120 characters</p>');
    // The first field in error takes the focus; each names its message for screen readers.
    expect(html).toMatch(
      /<input id="f-location"[^>]*aria-describedby="f-location-hint f-location-err"[^>]*aria-invalid="true"[^>]*autofocus/,
    );
    expect(html).toContain('value="Mall"');
    expect(html).toContain(">&lt;i&gt;girl</textarea>");
    expect(await staffSightings(id)).toEqual([]);

    const future = await postForm(id, {
      location: "Bourda Market",
      time: "2099-01-01T10:00",
      description: "Seen by the fruit stalls with a man.",
    });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain("The time of the sighting cannot be in the future");

    const spanish = await postForm(id, {
      lang: "es",
      location: "Mall",
      description: "Seen by the fruit stalls.",
    });
    expect(spanish.body).toContain("El lugar debe tener al menos 5 caracteres");
  });

  it("refuses a sighting for an alert the public may not see, as the page would", async () => {
    const staffOnly = await verifiedAlert({}, { sharingPolicy: "staff_only" });
    const fields = { location: "Bourda Market", description: "Seen by the fruit stalls with a man." };
    const res = await postForm(staffOnly, fields);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Alert Not Found");
    expect(await staffSightings(staffOnly)).toEqual([]);
    // The form's address opened rather than posted to: the page's form.
    const opened = await get(`/alert/${staffOnly}/text/sighting`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/alert/${staffOnly}/text#sighting`);
  });

  it("is rate-limited like POST /api/sightings, answering with the page", async () => {
    const id = await verifiedAlert();
    let last = await postForm(id, { location: "x" });
    for (let i = 1; i < 61 && last.statusCode !== 429; i++) last = await postForm(id, { location: "x" });
    expect(last.statusCode).toBe(429);
    expect(last.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(last.body).toContain("Too many reports from this connection.");
  });
});

describe("Save-Data", () => {
  it("sends an alert page to its text page unless the full page was chosen, and says it varies", async () => {
    const id = await verifiedAlert();
    const saver = { "save-data": "on", accept: "text/html" };
    const res = await get(`/alert/${id}`, saver);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/alert/${id}/text`);
    expect(res.headers.vary).toContain("save-data");
    expect((await get(`/alert/${id}?report=sighting`, saver)).headers.location).toBe(
      `/alert/${id}/text#sighting`,
    );

    const full = await get(`/alert/${id}`, { accept: "text/html" });
    expect(full.statusCode).toBe(200);
    expect(full.body).toContain('<div id="root">');
    expect(full.headers.vary).toContain("save-data");
    // Other pages are never redirected.
    expect((await get("/active-alerts", saver)).statusCode).toBe(200);

    const choose = await get(`/alert/${id}/full`);
    expect(choose.statusCode).toBe(303);
    expect(choose.headers.location).toBe(`/alert/${id}`);
    const cookie = String(choose.headers["set-cookie"]);
    expect(cookie).toMatch(/^full_page=1;/);
    expect(cookie).toContain("Path=/");
    const chosen = await get(`/alert/${id}`, { ...saver, cookie: cookie.split(";")[0]! });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('<div id="root">');
  });
});
