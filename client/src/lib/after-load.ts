/**
 * Runs `callback` once the page has loaded (at once when it already has), so work that the first
 * paint does not need stays off the first load's path. Returns a function that cancels it.
 */
export function afterLoad(callback: () => void): () => void {
  if (document.readyState === "complete") {
    callback();
    return () => {};
  }
  const onLoad = () => callback();
  window.addEventListener("load", onLoad, { once: true });
  return () => window.removeEventListener("load", onLoad);
}
