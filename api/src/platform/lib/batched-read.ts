/**
 * Reads by key that arrive in the same turn of the event loop, answered by one query (the DataLoader pattern).
 * On this API's hot reads (GET /api/users/{id}) most of a request's CPU was the round trip to PostgreSQL: the
 * socket write that wakes a backend, the driver's work per query, the backend's own. Fifty requests answered by
 * a handful of queries pay that a handful of times.
 *
 * This is not a cache: nothing is kept once a batch is answered, and a batch's query is sent after every request
 * in it arrived (at the end of the loop turn that gathered them), so each caller gets rows read after it asked,
 * exactly as a query of its own would give — a payment settled elsewhere before the request is always seen.
 * A failed query fails every caller of its batch with the same error, as each one's own query would have.
 */
export interface BatchedReadOptions {
  /** The most keys in one query (a bigger burst is read by several queries, sent together). */
  max: number;
}

export type Load<K, V> = (keys: K[]) => Promise<Map<K, V>>;

interface Caller<V> {
  resolve: (value: V | null) => void;
  reject: (err: unknown) => void;
}

export class BatchedRead<K, V> {
  private waiting = new Map<K, Caller<V>[]>();
  private scheduled = false;

  constructor(
    private readonly load: Load<K, V>,
    private readonly options: BatchedReadOptions,
  ) {}

  /** The value of `key` (null when the query finds none), read by the next batch's query. */
  get(key: K): Promise<V | null> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        // After the I/O callbacks of this turn: every request parsed in it has asked by then.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const all = this.waiting;
    this.waiting = new Map();
    let batch = new Map<K, Caller<V>[]>();
    for (const [key, callers] of all) {
      batch.set(key, callers);
      if (batch.size === this.options.max) {
        this.run(batch);
        batch = new Map();
      }
    }
    if (batch.size) this.run(batch);
  }

  private run(batch: Map<K, Caller<V>[]>): void {
    this.load([...batch.keys()]).then(
      (found) => {
        for (const [key, callers] of batch) {
          const value = found.get(key) ?? null;
          for (const c of callers) c.resolve(value);
        }
      },
      (err: unknown) => {
        for (const callers of batch.values()) for (const c of callers) c.reject(err);
      },
    );
  }
}
