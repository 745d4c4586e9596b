import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded when the first image is made rather than at start: libvips is the largest native
 * library the server links, and a server that only serves pages never needs it. Photos are
 * re-encoded once, at upload: libvips' operation cache and a thread per core would only hold
 * memory on a small server.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
