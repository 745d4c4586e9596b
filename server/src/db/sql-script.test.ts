import { describe, expect, it } from "vitest";
import { type ScriptItem, SqlScriptReader } from "./sql-script";

/** Reads `script` handed over in pieces of `size` characters (0: all at once). */
function read(script: string, size = 0): ScriptItem[] {
  const reader = new SqlScriptReader();
  const items: ScriptItem[] = [];
  const step = size || script.length;
  for (let i = 0; i < script.length; i += step) items.push(...reader.push(script.slice(i, i + step)));
  items.push(...reader.end());
  return items;
}

const sql = (text: string): ScriptItem => ({ kind: "sql", text });

// Every way a semicolon, a quote or a comment marker can sit inside something that is not code.
const script = `--
-- PostgreSQL database dump
--

\\restrict abc123

SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);

/* a block comment; with /* a nested one; */ still inside; */
CREATE TABLE public."odd;""name" (
    id integer NOT NULL,
    note text DEFAULT E'it\\'s; a \\\\ back''slash;'
);

CREATE FUNCTION public.f() RETURNS text
    LANGUAGE sql
    AS $_$select 'a;b'; -- $$ not the end;$_$;

DO $$ BEGIN PERFORM 1; END $$;

INSERT INTO public.alerts VALUES (1, 'It''s -- not a comment; /* nor this */ $$ nor a quote $x$', '
--
-- Name: not a boundary; Type: TABLE
--
DROP TABLE public.alerts;');
INSERT INTO public.photos VALUES ('p1', '\\x00ff');
SELECT a$b, $1 FROM t;

\\unrestrict abc123

--
-- PostgreSQL database dump complete
--
`;

const expected: ScriptItem[] = [
  { kind: "psql", text: "restrict abc123" },
  sql("SET standard_conforming_strings = on;"),
  sql("SELECT pg_catalog.set_config('search_path', '', false);"),
  sql(`CREATE TABLE public."odd;""name" (
    id integer NOT NULL,
    note text DEFAULT E'it\\'s; a \\\\ back''slash;'
);`),
  sql(`CREATE FUNCTION public.f() RETURNS text
    LANGUAGE sql
    AS $_$select 'a;b'; -- $$ not the end;$_$;`),
  sql("DO $$ BEGIN PERFORM 1; END $$;"),
  sql(`INSERT INTO public.alerts VALUES (1, 'It''s -- not a comment; /* nor this */ $$ nor a quote $x$', '
--
-- Name: not a boundary; Type: TABLE
--
DROP TABLE public.alerts;');`),
  sql("INSERT INTO public.photos VALUES ('p1', '\\x00ff');"),
  sql("SELECT a$b, $1 FROM t;"),
  { kind: "psql", text: "unrestrict abc123" },
];

describe("reading a pg_dump script statement by statement", () => {
  it("ends statements only at semicolons outside strings, identifiers, dollar quotes and comments", () => {
    expect(read(script)).toEqual(expected);
  });

  it("reads the same whichever way the text is cut into pieces", () => {
    for (const size of [1, 2, 3, 5, 7, 64]) expect(read(script, size)).toEqual(expected);
  });

  it("refuses a script cut short inside a string or a statement", () => {
    expect(() => read("INSERT INTO t VALUES ('half")).toThrow(/cut short/);
    expect(() => read("CREATE TABLE t (id int)")).toThrow(/cut short/);
    expect(() => read("DO $$ BEGIN")).toThrow(/cut short/);
    expect(read("SELECT 1; -- a last comment without a newline")).toEqual([sql("SELECT 1;")]);
  });

  it("refuses a backslash inside a statement (psql would read it as a command)", () => {
    expect(() => read("SELECT 1 \\gexec\n;")).toThrow(/backslash/);
  });
});
