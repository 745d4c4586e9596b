/**
 * GET /api/admin/subscribers/export: a CSV download of every subscriber (admins only; the
 * server writes the export to the audit log). A plain link: the browser streams it to disk.
 */
export const SUBSCRIBERS_EXPORT_URL = "/api/admin/subscribers/export";
