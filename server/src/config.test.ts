import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isLoopbackHost, loadConfig } from "./config";

describe("configuration", () => {
  it("defaults to port 5000, the embedded database with demo data, and 911", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.site.emergencyPhone).toBe("911");
  });

  it("turns demo data off by default on a PostgreSQL server", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://x@localhost/db" }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://x@localhost/db", DEMO_DATA: "true" }).demoData).toBe(true);
  });

  it("takes a relative CLIENT_DIR from the working directory", () => {
    expect(loadConfig({ CLIENT_DIR: "dist/client" }).clientDir).toBe(join(process.cwd(), "dist/client"));
    expect(loadConfig({}).clientDir).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_CONTEST_END_DATE: "June 30" })).toThrow(/YYYY-MM-DD/);
  });

  it("defaults PUBLIC_URL to the origin the server serves, its port included", () => {
    expect(loadConfig({ PORT: "5700" })).toMatchObject({
      publicUrl: "http://localhost:5700",
      publicUrlConfigured: false,
    });
    expect(loadConfig({ PORT: "5700", PUBLIC_URL: "https://alerts.example.gy/" })).toMatchObject({
      publicUrl: "https://alerts.example.gy",
      publicUrlConfigured: true,
    });
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
  });
});
