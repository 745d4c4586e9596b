import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { SERVER_RENDERING_ENTRY } from "./shared/server-rendering";

const apiTarget = process.env.API_URL ?? "http://localhost:5000";

// The installed app's name follows the deployment's brand (SITE_BRAND_NAME, the same variable the
// server reads; `npm start` builds on the machine that serves), with the server's default.
const brandName = process.env.SITE_BRAND_NAME?.trim() || "Hope Alert";
const BRAND_RED = "#b91c1c";

// Service worker (docs/decisions/009-offline-pwa.md). Workbox's generateSW serialises these
// callbacks into sw.js, so each must stand alone: no imports, no outer variables.

/**
 * Keeps only complete public answers (never an error, a staff view sent no-store, or a call made
 * with a moderator's bearer token), stamped with when this phone stored them.
 */
const keepPublicAnswers = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status !== 200 || request.headers.has("authorization")) return null;
    if (/no-store/i.test(response.headers.get("cache-control") ?? "")) return null;
    const headers = new Headers(response.headers);
    headers.set("x-sw-cached-at", String(Date.now()));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
  /** Marks an answer served from the phone (network failed or too slow): the page says it is offline. */
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set("x-sw-from-cache", "1");
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** The service worker's CacheStorage: the callbacks below run there (sw.js), not in Node. */
declare const caches: {
  open(name: string): Promise<{
    put(key: string, response: Response): Promise<void>;
    match(key: string): Promise<Response | undefined>;
  }>;
};

/**
 * Pages (docs/decisions/009, 018). A public page comes with its content rendered on the server,
 * so the phone keeps each page it opened, by path (its query aside), and shows it again offline,
 * marked as saved (`data-saved-at` on <html>, when it was stored): the page's code then renders it
 * from the data inside it and says how old it is. For a page never opened, one shell without any
 * page's content (kept from the latest page) lets the code render it from the saved data.
 */
const pagesByPath = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return url.origin + url.pathname;
  },
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.set("x-sw-cached-at", String(Date.now()));
    const html = await response.clone().text();
    // The server puts the app's markup in the root element and the data it was rendered from in
    // the script right after it (server/src/modules/site/site.html.ts). A page without the app (an
    // alert's text page) is kept by its path, but it is no shell for other pages.
    if (html.includes('<div id="root">')) {
      const shell = html.replace(
        /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="page-state">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      const cache = await caches.open("pages");
      await cache.put(
        new URL("/offline-shell", response.url).href,
        new Response(shell, { status: 200, headers }),
      );
    }
    return new Response(html, { status: 200, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({
    cacheName,
    request,
    cachedResponse,
  }: {
    cacheName: string;
    request: Request;
    cachedResponse?: Response;
  }) => {
    const saved =
      cachedResponse ??
      (await (await caches.open(cacheName)).match(new URL("/offline-shell", request.url).href));
    if (!saved) return null;
    const savedAt = saved.headers.get("x-sw-cached-at") ?? String(Date.now());
    const html = (await saved.text()).replace(
      /<html(\s|>)/i,
      (_: string, next: string) => `<html data-saved-at="${savedAt}"${next}`,
    );
    return new Response(html, { status: saved.status, statusText: saved.statusText, headers: saved.headers });
  },
};

const MONTH = 30 * 24 * 3600;

/** A cache of public API answers: the network first, the phone's copy (a month at most) after 4 s. */
const publicAnswers = (cacheName: string, maxEntries: number) => ({
  handler: "NetworkFirst" as const,
  options: {
    cacheName,
    networkTimeoutSeconds: 4,
    expiration: { maxEntries, maxAgeSeconds: MONTH },
    plugins: [keepPublicAnswers],
  },
});

const alias = {
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
};

/** In the browser, "zod" is zod with its jitless setting made first (client/src/lib/zod.ts). */
export const browserZod = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL("./client/src/lib/zod.ts", import.meta.url)),
};

/**
 * `vite build --ssr`: the server-rendering bundle (client/src/entry-server.tsx) that the server
 * loads to render the public pages (docs/decisions/018-server-rendered-pages.md). One file tree
 * with React and every dependency inside, in React's production build, for Node.
 */
const serverRenderingBuild = defineConfig({
  root: fileURLToPath(new URL("./client", import.meta.url)),
  plugins: [react()],
  resolve: { alias },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  publicDir: false,
  build: {
    ssr: true,
    outDir: fileURLToPath(new URL("./dist/ssr", import.meta.url)),
    emptyOutDir: true,
    target: "node20",
    rollupOptions: {
      input: fileURLToPath(new URL("./client/src/entry-server.tsx", import.meta.url)),
      // ES modules, imported by the server (server/src/http/server-rendering.ts).
      output: {
        format: "es",
        entryFileNames: SERVER_RENDERING_ENTRY,
        chunkFileNames: "assets/[name]-[hash].mjs",
      },
    },
  },
});

const browserBuild = defineConfig({
  root: fileURLToPath(new URL("./client", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of the code and styles beside them, made once at build time: the
    // server sends the copy the browser takes (server/src/http/static.ts) instead of compressing
    // every request (12-50 ms of CPU for the main bundle, beside the page it is loading).
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(js|css|svg|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
    VitePWA({
      strategies: "generateSW",
      // client/src/lib/service-worker.ts registers after the page has loaded.
      injectRegister: false,
      filename: "sw.js",
      manifestFilename: "manifest.webmanifest",
      includeAssets: ["favicon.svg", "apple-touch-icon.png"],
      manifest: {
        id: "/",
        name: `${brandName} — Missing Person Alerts, Guyana`,
        short_name: brandName,
        description:
          "Community missing-person alerts for Guyana: subscribe, report, and help bring children home.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: BRAND_RED,
        icons: [
          { src: "/pwa-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/pwa-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The public pages' code, styles and icons. Staff screens need the network anyway.
        globPatterns: ["**/*.{js,css,html,woff2}"],
        globIgnores: [
          "**/Admin*",
          "**/VerificationPage-*",
          "**/UnsubscribePage-*",
          "**/BarChart-*",
          "**/leaflet-heat-*",
          "**/workbox-*.js",
        ],
        // Navigations go to the network first (the server puts the current site configuration in
        // the page); the precached index.html is only the fallback. So "/" must not be answered
        // from the precache, and Workbox's own cache-first navigation fallback is off.
        directoryIndex: null,
        navigateFallback: null,
        navigationPreload: true,
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Web push: the push and notificationclick handlers (client/public/push-sw.js, decision 015).
        importScripts: ["/push-sw.js"],
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && !url.pathname.startsWith("/api/") && url.pathname !== "/ws",
            handler: "NetworkFirst",
            options: {
              cacheName: "pages",
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 60, maxAgeSeconds: MONTH },
              plugins: [pagesByPath],
              precacheFallback: { fallbackURL: "/index.html" },
            },
          },
          {
            // The public lists (verified=true) and the location filter; never the staff lists.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              ((url.pathname === "/api/alerts" && url.searchParams.get("verified") === "true") ||
                url.pathname === "/api/alerts/locations"),
            ...publicAnswers("alert-lists", 30),
          },
          {
            // Every alert page visited: its record and its (verified) sightings.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/alerts\/\d+(\/sightings)?$/.test(url.pathname),
            ...publicAnswers("alert-pages", 100),
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/photos/"),
            ...publicAnswers("photos", 100),
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), browserZod],
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    // The page's HTML names the first load's files (<link rel="modulepreload">). A lazily loaded
    // part's own imports are not announced by script: Vite's helper that does it appends a link
    // per file to the document as the part is asked for, main-thread work a cheap phone feels
    // (57 ms of the /active-alerts takeover here) to save one round trip for code that is not
    // needed to read the page.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    rollupOptions: {
      output: {
        // Everything the page's entry imports statically travels as one file: the bundler would
        // otherwise split out each module that a lazily loaded part also imports, and many small
        // files compress worse and cost a cheap phone more requests than one.
        codeSplitting: { groups: [{ name: "first-load", tags: ["$initial"] }] },
      },
    },
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/ws": { target: apiTarget.replace(/^http/, "ws"), ws: true },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderingBuild : browserBuild));
