// Starts chaos-providers-child.ts and talks to it (see there for why it is a separate process).
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FakeOutcome } from "./twilio";

export interface ChaosReport {
  /** Every message POST to the Twilio fake, with how it was answered. */
  posts: Array<{ to: string; outcome: FakeOutcome; receivedAt: number }>;
  /** Messages the Twilio fake created. */
  messages: Array<{ to: string; receivedAt: number }>;
  /** Every DATA the SMTP server completed, accepted or refused. */
  mailAttempts: Array<{ receivedAt: number; refusedWith: number | null }>;
  /** Mails the SMTP server accepted. */
  mails: Array<{ to: string[]; messageId: string; receivedAt: number }>;
}

const script = fileURLToPath(new URL("./chaos-providers-child.ts", import.meta.url));

export class ChaosProviders {
  private child: ChildProcess | null = null;
  /** Environment pointing the app at these providers. */
  env: Record<string, string> = {};

  async start(options: { failureRate: number; seed: number }): Promise<void> {
    const child = fork(script, [], {
      execArgv: ["--import", "tsx"],
      env: {
        ...process.env,
        CHAOS_FAILURE_RATE: String(options.failureRate),
        CHAOS_SEED: String(options.seed),
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.child = child;
    this.env = await new Promise((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`chaos providers exited ${code}`)));
      child.once("message", (m) => resolve((m as { ready: Record<string, string> }).ready));
    });
  }

  report(): Promise<ChaosReport> {
    const child = this.child!;
    return new Promise((resolve) => {
      child.once("message", (m) => resolve((m as { report: ChaosReport }).report));
      child.send("report");
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.send("stop");
    await exited;
  }
}
