import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shared/languages";
import { AUDIT_ACTIONS } from "@shared/moderation";
import {
  type CreateScreenResponse,
  SCREEN_ALERTS_MAX,
  SCREEN_CHECK_IN_SECONDS,
  SCREEN_NOT_FOUND_MESSAGE,
  SCREEN_TOKEN_PATTERN,
  type ScreenAlert,
  type ScreenAlertsResponse,
  type ScreenArea,
  type StaffScreen,
  screenPagePath,
} from "@shared/screens";
import type { Actor, AppContext } from "../../context";
import { notFound } from "../../errors";
import { publicPhotoUrl } from "../alerts/alerts.shape";
import { recordAudit } from "../audit/audit.service";
import { describePoint } from "../geocode/geocode.service";
import { qrSvg } from "./screens.qr";
import {
  findScreenByTokenHash,
  insertScreen,
  listScreenAlerts,
  listScreens,
  recordScreenCheckIn,
  type ScreenRow,
  setScreenDisabledAt,
} from "./screens.repo";

// Alert screens at partners: a shop's, a school's or a bus company's screen opens its link and
// shows the active alerts of its area in turn. The link's token is its only credential, stored
// hashed like push tickets, so a copy of the database opens no screen; a screen turned off
// answers exactly like a link that never existed.

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** 43 base64url characters (SCREEN_TOKEN_PATTERN). */
function newScreenToken(): string {
  return randomBytes(32).toString("base64url");
}

function areaOf(row: ScreenRow): ScreenArea | null {
  if (row.latitude === null || row.longitude === null || row.radiusKm === null) return null;
  return { latitude: row.latitude, longitude: row.longitude, radiusKm: row.radiusKm };
}

const languageOf = (row: ScreenRow): Language => (isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE);

async function enabledScreenOf(ctx: AppContext, token: string): Promise<ScreenRow> {
  const row = SCREEN_TOKEN_PATTERN.test(token)
    ? await findScreenByTokenHash(ctx.database.db, tokenHash(token))
    : undefined;
  if (!row || row.disabledAt !== null) throw notFound(SCREEN_NOT_FOUND_MESSAGE);
  return row;
}

/** "Last seen 3 min ago": written at most once a minute, so a screen's polling costs reads only. */
async function checkIn(ctx: AppContext, row: ScreenRow, now: Date): Promise<void> {
  const notBefore = new Date(now.getTime() - SCREEN_CHECK_IN_SECONDS * 1000);
  if (row.lastSeenAt !== null && row.lastSeenAt > notBefore) return;
  await recordScreenCheckIn(ctx.database.db, row.id, now, notBefore);
}

/** What the screen with this token shows now (GET /api/screens/{token}/alerts). */
export async function screenAlerts(ctx: AppContext, token: string): Promise<ScreenAlertsResponse> {
  const screen = await enabledScreenOf(ctx, token);
  const now = ctx.now();
  await checkIn(ctx, screen, now);
  const rows = await listScreenAlerts(ctx.database.db, areaOf(screen), SCREEN_ALERTS_MAX);
  const alerts: ScreenAlert[] = [];
  for (const row of rows) {
    const alertUrl = `${ctx.config.publicUrl}/alert/${row.id}`;
    alerts.push({
      id: row.id,
      name: row.name,
      age: row.age,
      lastLocation: row.lastLocation,
      lastSeen: row.lastSeen.toISOString(),
      photoUrl: publicPhotoUrl(row),
      alertUrl,
      qrSvg: await qrSvg(alertUrl),
    });
  }
  return {
    language: languageOf(screen),
    brandName: ctx.config.site.brandName,
    emergencyPhone: ctx.config.site.emergencyPhone,
    generatedAt: now.toISOString(),
    alerts,
  };
}

function toStaffScreen(row: ScreenRow): StaffScreen {
  const area = areaOf(row);
  return {
    id: row.id,
    name: row.name,
    language: languageOf(row),
    area,
    areaPlace: area ? (describePoint(area.latitude, area.longitude)?.label ?? null) : null,
    enabled: row.disabledAt === null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function staffScreens(ctx: AppContext): Promise<StaffScreen[]> {
  return (await listScreens(ctx.database.db)).map(toStaffScreen);
}

/** A new screen link for a partner; its URL is shown this once (only the token's hash is kept). */
export async function createScreen(
  ctx: AppContext,
  input: { name: string; language: Language; area: ScreenArea | null },
  actor: Actor,
): Promise<CreateScreenResponse> {
  const token = newScreenToken();
  const row = await ctx.database.db.transaction(async (tx) => {
    const created = await insertScreen(tx, {
      name: input.name,
      tokenHash: tokenHash(token),
      latitude: input.area?.latitude ?? null,
      longitude: input.area?.longitude ?? null,
      radiusKm: input.area?.radiusKm ?? null,
      language: input.language,
      createdAt: ctx.now(),
    });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.screenCreate,
      entityType: "alert_screen",
      entityId: created.id,
      details: { name: input.name, language: input.language, area: input.area },
    });
    return created;
  });
  const url = `${ctx.config.publicUrl}${screenPagePath(token)}`;
  return { screen: toStaffScreen(row), url, qrSvg: await qrSvg(url) };
}

/** Turns a screen off (its link answers like an unknown one at once) or back on; audited. */
export async function setScreenEnabled(
  ctx: AppContext,
  id: number,
  enabled: boolean,
  actor: Actor,
): Promise<StaffScreen> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const changed = await setScreenDisabledAt(tx, id, enabled ? null : ctx.now());
    if (!changed) throw notFound("Screen not found");
    await recordAudit(tx, actor, {
      action: enabled ? AUDIT_ACTIONS.screenTurnOn : AUDIT_ACTIONS.screenTurnOff,
      entityType: "alert_screen",
      entityId: id,
      details: { name: changed.name },
    });
    return changed;
  });
  return toStaffScreen(row);
}
