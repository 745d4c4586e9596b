import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { fnv1a } from "@fastify/etag";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The size under which responses go uncompressed (app.ts gives @fastify/compress the same). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** One public response, serialized once: its JSON, its ETag, and its compressed forms on demand. */
interface Serialized {
  body: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

const serialized = new WeakMap<object, Serialized>();

/** The encoding to send: brotli or gzip when the client accepts it (q=0 refuses), else none. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * Route options for a route that answers only through sendCachedJson / sendJson: they compress
 * (once per cached value) themselves, so @fastify/compress's three hooks per request are left
 * off it (nothing to decompress either: these are GETs).
 */
export const SENDS_OWN_ENCODING = { compress: false, decompress: false } as const;

function serialize(value: unknown): Serialized {
  const body = JSON.stringify(value);
  return { body, etag: `"${fnv1a(body)}"` };
}

/**
 * Sends the JSON of a cached value serialized once per value: `source` is the object a service
 * cache hands out (the same object until the cache is cleared, which then hands out a new
 * one), `shape` turns it into the response. The ETag is the one @fastify/etag would compute
 * (so it skips hashing, and answers 304 to a match), and bodies worth compressing are
 * compressed once per encoding instead of once per request.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  source: object,
  shape: () => unknown,
): FastifyReply {
  let entry = serialized.get(source);
  if (!entry) {
    entry = serialize(shape());
    serialized.set(source, entry);
  }
  return sendSerialized(request, reply, entry);
}

/** A value built for this request alone (a staff view), sent the same way, compressed per request. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  return sendSerialized(request, reply, serialize(value));
}

function sendSerialized(request: FastifyRequest, reply: FastifyReply, entry: Serialized): FastifyReply {
  reply.header("content-type", "application/json; charset=utf-8").header("etag", entry.etag);
  const matched = request.headers["if-none-match"] === entry.etag;
  if (matched || entry.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(entry.body);
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(entry.body);
  if (encoding === "br") {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
  } else {
    entry.gzip ??= gzipSync(entry.body);
  }
  return reply
    .header("vary", "accept-encoding")
    .header("content-encoding", encoding)
    .send(encoding === "br" ? entry.br : entry.gzip);
}
