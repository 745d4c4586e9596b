/**
 * Rendered share files kept in process, least recently used first out, within a byte budget
 * (a poster or share image weighs more than a card). Keys carry the alert's
 * version, so an alert that changes (found, edited) is rendered afresh and its old files age
 * out. Concurrent requests for the same key share one rendering (a shared link brings bursts).
 */
export class RenderCache {
  private readonly done = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.done.get(key);
    if (hit) {
      this.done.delete(key);
      this.done.set(key, hit); // most recently used last
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const rendering = render().finally(() => this.pending.delete(key));
    this.pending.set(key, rendering);
    this.store(key, await rendering);
    return rendering;
  }

  has(key: string): boolean {
    return this.done.has(key);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.done.size, bytes: this.bytes };
  }

  private store(key: string, value: Buffer): void {
    if (value.length > this.maxBytes || this.done.has(key)) return;
    this.done.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.done) {
      if (this.bytes <= this.maxBytes) break;
      this.done.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}
