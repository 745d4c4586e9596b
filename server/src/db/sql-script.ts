// Reads a plain SQL script as pg_dump writes it, one statement at a time, so a large dump is
// restored without holding it all in memory. A statement ends at a semicolon outside quotes and
// comments; telling them apart follows PostgreSQL's own scanner (standard and E'' strings, quoted
// identifiers, dollar quoting, nested block comments). Getting this right is what keeps text that
// people typed (an alert's description with a quote and a semicolon in it) data, never SQL.

export type ScriptItem =
  /** One SQL statement with its semicolon, without the comments and blank lines before it. */
  | { kind: "sql"; text: string }
  /** A psql command line (pg_dump writes \restrict and \unrestrict), without its backslash. */
  | { kind: "psql"; text: string };

type Mode = "code" | "quote" | "escapeQuote" | "identifier" | "dollar" | "lineComment" | "blockComment";

const IDENTIFIER_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
/** A dollar quote's opening, $tag$ or $$ (tags follow identifier rules, without $). */
const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;
/** What may still become a dollar quote's opening when more text arrives. */
const DOLLAR_TAG_PREFIX = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?$/;

export class SqlScriptReader {
  /** Text not yet returned: the statement being read, from its first character. */
  private text = "";
  /** How far `text` has been scanned. */
  private pos = 0;
  /** Where the current statement's code starts in `text` (-1: only blanks and comments so far). */
  private codeStart = -1;
  private mode: Mode = "code";
  private dollarTag = "";
  private commentDepth = 0;

  /** Adds the next piece of the script; returns the statements it completes. */
  push(chunk: string): ScriptItem[] {
    this.text += chunk;
    return this.scan(false);
  }

  /** The script has ended: returns what is left, or throws if it stops inside a statement. */
  end(): ScriptItem[] {
    const items = this.scan(true);
    if (this.mode !== "code" && this.mode !== "lineComment")
      throw new Error("The SQL script ends inside a quoted string or a comment: the file is cut short.");
    if (this.codeStart >= 0)
      throw new Error("The SQL script ends in the middle of a statement: the file is cut short.");
    return items;
  }

  private scan(final: boolean): ScriptItem[] {
    const items: ScriptItem[] = [];
    const text = this.text;
    let start = 0;
    let i = this.pos;
    const take = (end: number, kind: ScriptItem["kind"], from: number) => {
      items.push({ kind, text: text.slice(from, end) });
      start = end;
      this.codeStart = -1;
    };
    scanning: while (i < text.length) {
      switch (this.mode) {
        case "quote":
        case "identifier": {
          const close = text.indexOf(this.mode === "quote" ? "'" : '"', i);
          if (close < 0) {
            i = text.length;
            break scanning;
          }
          // A doubled quote inside reads as a close and an immediate reopen: the same thing.
          this.mode = "code";
          i = close + 1;
          continue;
        }
        case "escapeQuote": {
          const c = text[i];
          if (c === "\\") {
            if (i + 1 >= text.length && !final) break scanning;
            i += 2;
            continue;
          }
          if (c === "'") {
            if (i + 1 >= text.length && !final) break scanning;
            // '' stays inside an E'' string (reopening would lose its backslash escapes).
            if (text[i + 1] === "'") i += 2;
            else {
              this.mode = "code";
              i += 1;
            }
            continue;
          }
          i += 1;
          continue;
        }
        case "dollar": {
          const closing = `$${this.dollarTag}$`;
          const close = text.indexOf(closing, i);
          if (close < 0) {
            i = Math.max(i, text.length - closing.length + 1);
            break scanning;
          }
          this.mode = "code";
          i = close + closing.length;
          continue;
        }
        case "lineComment": {
          const newline = text.indexOf("\n", i);
          if (newline < 0) {
            i = text.length;
            break scanning;
          }
          this.mode = "code";
          i = newline + 1;
          continue;
        }
        case "blockComment": {
          if (i + 1 >= text.length && !final) break scanning;
          const pair = text.slice(i, i + 2);
          if (pair === "/*") {
            this.commentDepth += 1;
            i += 2;
          } else if (pair === "*/") {
            this.commentDepth -= 1;
            if (this.commentDepth === 0) this.mode = "code";
            i += 2;
          } else i += 1;
          continue;
        }
        case "code": {
          const c = text[i]!;
          const next = text[i + 1];
          if ((c === "-" || c === "/") && next === undefined && !final) break scanning;
          if (c === "-" && next === "-") {
            this.mode = "lineComment";
            i += 2;
            continue;
          }
          if (c === "/" && next === "*") {
            this.mode = "blockComment";
            this.commentDepth = 1;
            i += 2;
            continue;
          }
          if (c === "\\") {
            if (this.codeStart >= 0)
              throw new Error(
                `Unexpected backslash in an SQL statement at "${preview(text, this.codeStart)}".`,
              );
            const newline = text.indexOf("\n", i);
            if (newline < 0 && !final) break scanning;
            const end = newline < 0 ? text.length : newline;
            take(end, "psql", i + 1);
            i = end;
            continue;
          }
          if (c === ";") {
            if (this.codeStart < 0) {
              i += 1;
              continue;
            }
            take(i + 1, "sql", this.codeStart);
            i += 1;
            continue;
          }
          if (c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f") {
            i += 1;
            continue;
          }
          if (this.codeStart < 0) this.codeStart = i;
          const previous = i > 0 ? text[i - 1]! : "";
          if (c === "'") {
            // E'...' (an escape string) when the E stands alone, not at the end of a word.
            const before = i > 1 ? text[i - 2]! : "";
            const escapeString = (previous === "E" || previous === "e") && !IDENTIFIER_CHAR.test(before);
            this.mode = escapeString ? "escapeQuote" : "quote";
            i += 1;
            continue;
          }
          if (c === '"') {
            this.mode = "identifier";
            i += 1;
            continue;
          }
          if (c === "$" && !IDENTIFIER_CHAR.test(previous)) {
            const rest = text.slice(i, i + 64);
            const tag = DOLLAR_TAG.exec(rest);
            if (tag) {
              this.mode = "dollar";
              this.dollarTag = tag[0].slice(1, -1);
              i += tag[0].length;
              continue;
            }
            if (!final && i + rest.length >= text.length && DOLLAR_TAG_PREFIX.test(rest)) break scanning;
          }
          i += 1;
          continue;
        }
      }
    }
    // Keep the unfinished statement; positions move with the text dropped before it.
    this.text = text.slice(start);
    this.pos = i - start;
    if (this.codeStart >= 0) this.codeStart -= start;
    return items;
  }
}

function preview(text: string, from: number): string {
  return text.slice(from, from + 60).replace(/\s+/g, " ");
}
