// Starts bench/provider-fakes-child.ts (the Twilio fake, SMTP server and push service in their
// own process, at the lowest CPU priority) and reads back what they received.
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { type Config, loadConfig } from "../server/src/config";
import { stopChild } from "../server/test/fakes/server-process";
import { LOWEST_PRIORITY } from "./processes";

export interface ReceivedMessage {
  channel: "sms/whatsapp" | "email" | "push";
  /** Phone number (Twilio), address (e-mail) or subscription id (push: the endpoint's last segment). */
  to: string;
  /** Arrival at the fake, epoch milliseconds. */
  at: number;
}

export interface ProviderFakes {
  /** Environment that points the app at the Twilio fake and the SMTP server. */
  env: Record<string, string>;
  /** Push endpoints are `${pushBaseUrl}/push/{id}`. */
  pushBaseUrl: string;
  received(): Promise<ReceivedMessage[]>;
  /** The earliest arrival at or after `since` (epoch ms), null while there is none. */
  firstAfter(since: number): Promise<number | null>;
  stop(): Promise<void>;
}

export async function startProviderFakes(): Promise<ProviderFakes> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./provider-fakes-child.ts", import.meta.url))],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  // The fakes stand in for providers on the internet, whose work costs this machine nothing. On
  // a two-core machine they would take CPU from the dispatcher and the database under test, so
  // they run at the lowest priority: they still answer everything, they wait when it is busy.
  setPriority(child.pid!, LOWEST_PRIORITY);
  const exited = new Promise<{ code: number | null }>((resolve) =>
    child.once("exit", (code) => resolve({ code })),
  );
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ env: Record<string, string>; pushBaseUrl: string; statsPort: number }>(
    (resolve, reject) => {
      lines.once("line", (line) => resolve(JSON.parse(line)));
      child.once("exit", (code) => reject(new Error(`provider fakes exited with ${code}`)));
    },
  );
  const stats = `http://127.0.0.1:${ready.statsPort}`;
  return {
    env: ready.env,
    pushBaseUrl: ready.pushBaseUrl,
    received: async () => (await (await fetch(`${stats}/received`)).json()) as ReceivedMessage[],
    firstAfter: async (since) =>
      ((await (await fetch(`${stats}/first?since=${since}`)).json()) as { at: number | null }).at,
    stop: () => stopChild(child, exited),
  };
}

/** A dispatcher's configuration pointed at the fakes: production mode, silent, plus `settings`. */
export function configWithFakes(fakes: ProviderFakes, settings: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "https://alerts.example.gy",
    ...fakes.env,
    ...settings,
  });
}
