/**
 * Values kept in memory up to a total size, the least recently used dropped first. A value is kept
 * as soon as it is set, so callers asking for it meanwhile share it (a promise, read or made once);
 * its size counts once known, and a value whose making failed is dropped, to be made again.
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** What all the values kept hold, as their sizes were given. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value kept under `key`, now the most recently used; undefined when none is. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` (in place of any other), counted as `size` once that settles; dropped if it fails. */
  set(key: string, value: V, size: Promise<number>): void {
    this.delete(key);
    const entry = { value, bytes: 0 };
    this.#entries.set(key, entry);
    size.then(
      (bytes) => {
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = bytes;
        this.#bytes += bytes;
        this.#fit();
      },
      () => {
        if (this.#entries.get(key) === entry) this.delete(key);
      },
    );
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Drops the least recently used values while they hold more than `maxBytes`; the newest always stays. */
  #fit(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes || this.#entries.size <= 1) return;
      this.delete(key);
    }
  }
}
