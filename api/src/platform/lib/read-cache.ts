/**
 * A short-lived, bounded cache of database reads, for answers that are the same whoever asks (coupon lookups).
 * - An entry lives `ttlMs`: other API instances' writes are seen after at most that long.
 * - `invalidate()` drops every entry and every read in flight: a read that started before a write and finishes
 *   after it is answered but not kept, so this process never serves a value older than its own last write.
 * - At most `max` entries; the oldest is dropped first. Misses (null) are kept too, so guessing codes costs
 *   no query per guess within the TTL, and a guess cannot evict more than the oldest entries.
 * Never put anything in here that depends on who is asking.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  max: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /** The cached value of `key`, or `load()`'s, kept when no write happened while it ran. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.until > this.now()) return hit.value;
      this.entries.delete(key);
    }
    const started = this.generation;
    const value = await load();
    if (started === this.generation) {
      if (this.entries.size >= this.options.max) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
      this.entries.set(key, { value, until: this.now() + this.options.ttlMs });
    }
    return value;
  }

  /** After a write: nothing cached or being read before it is served from here again. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
