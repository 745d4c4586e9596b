import { alertPageId } from "@shared/alert-paths";
import type { FastifyRequest } from "fastify";
import { FULL_PAGE_COOKIE } from "./text-page.form";
import { textPagePath } from "./text-page.html";

// A browser asking to save data (the Save-Data request header: a data saver, a metered
// connection) is sent from an alert page to the alert's text page, which needs no JavaScript
// and arrives in the first round trip, unless this phone chose the full page from there.
// A redirect rather than the text page at the same address: the address then says what was
// served, and the offline copy kept for /alert/{id} is always the full page.

/** The request headers the choice reads, for the page's Vary. */
export const SAVE_DATA_VARY = ["save-data", "cookie"];

function wantsToSaveData(request: FastifyRequest): boolean {
  const header = request.headers["save-data"];
  return typeof header === "string" && header.trim().toLowerCase() === "on";
}

/** Where an alert page asked for with Save-Data is answered from; null to serve it as usual. */
export function saveDataRedirect(request: FastifyRequest, path: string, search: string): string | null {
  if (!wantsToSaveData(request)) return null;
  const id = alertPageId(path);
  if (id === null) return null;
  const cookieHeader = request.headers.cookie;
  if (cookieHeader && request.server.parseCookie(cookieHeader)[FULL_PAGE_COOKIE] === "1") return null;
  // /alert/{id}?report=sighting opens the sighting form: the text page's form.
  const toForm = new URLSearchParams(search).get("report") === "sighting";
  return `${textPagePath(id)}${toForm ? "#sighting" : ""}`;
}
