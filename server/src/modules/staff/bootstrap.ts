import type { StaffConfig } from "../../config";
import type { Db } from "../../db/client";
import { ensureFirstAdmin } from "./staff.service";

/**
 * First start with no admin: create one and print its password once, to the console only
 * (never to the structured log, which may be shipped elsewhere).
 */
export async function bootstrapFirstAdmin(
  db: Db,
  config: StaffConfig,
  print: (text: string) => void = (text) => console.log(text),
): Promise<void> {
  const created = await ensureFirstAdmin(db, {
    username: config.bootstrapAdminUsername,
    password: config.bootstrapAdminPassword,
  });
  if (!created) return;
  const lines = created.password
    ? [
        `First admin account created: username "${created.username}"`,
        `One-time password: ${created.password}`,
        "Sign in at /admin and keep this password safe: it is not shown again.",
        `Lost it? Run: npm run admin -- reset-password ${created.username}`,
      ]
    : [
        `First admin account created: username "${created.username}", password from BOOTSTRAP_ADMIN_PASSWORD.`,
      ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = "=".repeat(width + 4);
  print([rule, ...lines.map((l) => `| ${l.padEnd(width)} |`), rule].join("\n"));
}
