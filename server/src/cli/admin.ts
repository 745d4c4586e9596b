// Staff accounts from the command line (npm run admin -- <command>). With the embedded
// database, stop the server first: PGlite allows one process at a time.
//
//   create NAME --role admin|moderator|police [--email E]   prints a generated password once
//   reset-password NAME                              prints a new password; signs NAME out everywhere
//   issue-code NAME                                  prints a new personal access code (replaces the old one)
//   revoke-code NAME                                 revokes NAME's code and ends their dashboard unlocks
//   list                                             lists staff accounts

import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { AppError } from "../errors";
import {
  createStaff,
  isStaffRole,
  issueAccessCode,
  listStaff,
  resetPassword,
  revokeAccessCode,
  staffIdByUsername,
} from "../modules/staff/staff.service";

const usage = `Usage: npm run admin -- <command>
  create NAME --role admin|moderator|police [--email EMAIL]
  reset-password NAME
  issue-code NAME
  revoke-code NAME
  list`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: "string" }, email: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, name] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command ? 0 : 1;
  }
  const needsName = ["create", "reset-password", "issue-code", "revoke-code"].includes(command);
  if (needsName && !name) {
    console.error(`${command}: a staff username is required\n\n${usage}`);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const db = database.db;
    const now = new Date();
    switch (command) {
      case "create": {
        const role = values.role ?? "";
        if (!isStaffRole(role)) {
          console.error("create: --role admin, --role moderator or --role police is required");
          return 1;
        }
        const created = await createStaff(db, { username: name!, role, email: values.email }, null);
        console.log(`Created ${created.staff.role} "${created.staff.username}".`);
        console.log(`Password (shown once): ${created.password}`);
        return 0;
      }
      case "reset-password": {
        const password = await resetPassword(db, name!, null);
        console.log(`New password for "${name}" (shown once; their sessions were ended): ${password}`);
        return 0;
      }
      case "issue-code": {
        const { code, staff } = await issueAccessCode(db, await staffIdByUsername(db, name!), null, now);
        console.log(`Personal access code for "${staff.username}" (shown once; replaces any earlier code):`);
        console.log(code);
        return 0;
      }
      case "revoke-code": {
        const { revoked, staff } = await revokeAccessCode(db, await staffIdByUsername(db, name!), null, now);
        console.log(
          revoked > 0
            ? `Revoked the access code of "${staff.username}"; their dashboard unlocks have ended.`
            : `"${staff.username}" had no active access code.`,
        );
        return 0;
      }
      case "list": {
        for (const s of await listStaff(db)) {
          console.log(
            `${s.id}\t${s.username}\t${s.role}\t${s.hasAccessCode ? "code" : "no code"}\t${s.lastLogin ?? "never signed in"}`,
          );
        }
        return 0;
      }
      default:
        console.error(`Unknown command: ${command}\n\n${usage}`);
        return 1;
    }
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
