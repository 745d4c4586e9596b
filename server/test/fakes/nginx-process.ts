// Debian's nginx running the documented example (docs/deploy/nginx.conf) for the reverse-proxy
// test: the example with the test's ports, instances and files put in place of the documented
// ones (each replaced text must be found, so the example cannot drift from what is tested),
// included in a main configuration like Debian's, in the foreground, writing only to the test's
// folder.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
export const NGINX_EXAMPLE = join(repoRoot, "docs/deploy/nginx.conf");
const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Installs Debian's nginx when it is missing (scripts/ensure-nginx.sh; apt, as root or with sudo). */
export function ensureNginx(): void {
  execFileSync("bash", [join(repoRoot, "scripts/ensure-nginx.sh")], { cwd: repoRoot, stdio: "inherit" });
}

/** The example with each `[documented, tested]` pair replaced; throws when a documented text is gone. */
export function renderExample(replacements: Array<[documented: string, tested: string]>): string {
  let text = readFileSync(NGINX_EXAMPLE, "utf8");
  for (const [documented, tested] of replacements) {
    if (!text.includes(documented))
      throw new Error(
        `docs/deploy/nginx.conf no longer contains "${documented}": update the test's substitutions`,
      );
    text = text.replaceAll(documented, tested);
  }
  return text;
}

export interface NginxProcess {
  child: ChildProcess;
  /** nginx's own messages (its error log), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with `site` (an http-block configuration) in `dir`; resolves once it is listening
 * (it writes its pid file after opening every listening socket). Debian's nginx.conf turns gzip on for every site, so this one does too (for JSON
 * as well), and the example has to turn it off for its own.
 */
export async function startNginx(dir: string, site: string): Promise<NginxProcess> {
  // Run as root, nginx's workers are `nobody`: they read the webroot and write the temp folders here.
  chmodSync(dir, 0o755);
  const pidFile = join(dir, "nginx.pid");
  writeFileSync(join(dir, "site.conf"), site);
  const temp = (name: string) => join(dir, `nginx-${name}`);
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${pidFile};
error_log stderr notice;
events { worker_connections 256; }
http {
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  default_type application/octet-stream;
  gzip on;
  gzip_types application/json;
  gzip_min_length 1;
  include ${join(dir, "site.conf")};
}
`,
  );
  const child = spawn(nginxBinary, ["-e", "stderr", "-p", dir, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  while (!existsSync(pidFile)) {
    if (gone) throw new Error(`nginx exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output, stop };
}
