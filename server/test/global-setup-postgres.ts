import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { migrate } from "../src/db/migrate";
import { databaseUrlFor } from "./pg-url";

// One migrated template database; each test file clones it (CREATE DATABASE ... TEMPLATE),
// which is much faster than migrating per file and keeps files isolated from each other.
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const template = `alerts_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, template), poolSize: 2 });
  await migrate(database);
  await database.close();
  project.provide("dbDriver", "postgres");
  project.provide("dbTemplate", template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
