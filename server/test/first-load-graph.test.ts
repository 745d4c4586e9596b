// The bench's first-load JavaScript figure (bench/first-load.ts) on a fixture build: which files
// index.html and their static imports pull in, and which lazy chunks stay out.

import { firstScreenNamespaces } from "@shared/i18n/catalog";
import { describe, expect, it } from "vitest";
import { textsChunk } from "../../bench/first-load";
import { firstLoadFiles, htmlScripts, resolveSpecifier, staticImports } from "../../bench/first-load-graph";

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="stylesheet" crossorigin href="/assets/index-C.css">
<link rel="icon" href="/favicon.svg">
<script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

/** A build as Vite/rolldown writes it: minified, static imports and lazy import()s mixed. */
const files: Record<string, string> = {
  "assets/index-A.js":
    'import{t as e}from"./runtime-R.js";import{t as n}from"./react-B.js";import"./polyfill-P.js";' +
    "const Page=()=>import(`./AdminPage-L.js`);const Other=import('./Map-M.js');export{e as x};",
  "assets/react-B.js": 'import{t as e}from"./runtime-R.js";export*from"./react-dom-D.js";var x=1;',
  "assets/runtime-R.js": "var t=1;export{t};",
  "assets/react-dom-D.js": 'import*as r from"./runtime-R.js";export const d=r;',
  "assets/polyfill-P.js": "window.p=1;",
  "assets/AdminPage-L.js": 'import{t}from"./admin-only-Q.js";',
  "assets/Map-M.js": 'import L from"./leaflet-N.js";',
};

describe("first-load JavaScript graph", () => {
  it("reads the module entry and the modulepreload links of the page, nothing else", () => {
    expect(htmlScripts(html)).toEqual(["/assets/index-A.js", "/assets/react-B.js"]);
  });

  it("finds static imports and re-exports, not dynamic import()", () => {
    expect(staticImports(files["assets/index-A.js"]!)).toEqual([
      "./runtime-R.js",
      "./react-B.js",
      "./polyfill-P.js",
    ]);
    expect(staticImports(files["assets/react-B.js"]!)).toEqual(["./runtime-R.js", "./react-dom-D.js"]);
    expect(staticImports(files["assets/react-dom-D.js"]!)).toEqual(["./runtime-R.js"]);
    expect(staticImports(files["assets/Map-M.js"]!)).toEqual(["./leaflet-N.js"]);
  });

  it("resolves specifiers against the importing file", () => {
    expect(resolveSpecifier("index.html", "/assets/index-A.js")).toBe("assets/index-A.js");
    expect(resolveSpecifier("assets/index-A.js", "./react-B.js")).toBe("assets/react-B.js");
    expect(resolveSpecifier("assets/sub/x.js", "../y.js")).toBe("assets/y.js");
  });

  it("walks the static graph from the page's scripts, each file once, lazy chunks left out", () => {
    const roots = htmlScripts(html).map((url) => resolveSpecifier("index.html", url));
    const walked = firstLoadFiles(roots, (file) =>
      staticImports(files[file] ?? "").map((specifier) => resolveSpecifier(file, specifier)),
    );
    expect(walked.sort()).toEqual(
      [
        "assets/index-A.js",
        "assets/polyfill-P.js",
        "assets/react-B.js",
        "assets/react-dom-D.js",
        "assets/runtime-R.js",
      ].sort(),
    );
  });
});

describe("first-load JavaScript in another language", () => {
  const assets = [
    "index-A.js",
    "common.es-C1.js",
    "common.es-C1.js.gz",
    "common.pt-C2.js",
    "home.es-H1.js",
    "home-more.es-M1.js",
  ];

  it("adds the chunk of each part's texts the first screen of / shows, in that language", () => {
    expect(firstScreenNamespaces("/")).toEqual(["common", "home"]);
    expect(firstScreenNamespaces("/").map((part) => textsChunk(assets, part, "es"))).toEqual([
      "assets/common.es-C1.js",
      "assets/home.es-H1.js",
    ]);
  });

  it("finds a part named in camelCase by its file's kebab-case name", () => {
    expect(textsChunk(assets, "homeMore", "es")).toBe("assets/home-more.es-M1.js");
  });

  it("fails rather than leaving a language's texts out of the figure", () => {
    expect(() => textsChunk(assets, "home", "pt")).toThrow(/home\.pt/);
  });
});
