/**
 * Values remembered per database handle under the stamp (a refresh time, a version) they were read at,
 * valid only while the database still shows that stamp; least recently used first out. The statistics
 * answers (ADR 0021) and a long nickname term's matches (ADR 0023) use it.
 */
export class StampedMemo<Stamp, Value> {
  private readonly byHandle = new WeakMap<object, Map<string, { stamp: Stamp; value: Value }>>();

  constructor(private readonly capacity: number) {}

  /** The value remembered for `key` under exactly this stamp, if any. */
  get(handle: object, key: string, stamp: Stamp): Value | undefined {
    const entries = this.byHandle.get(handle);
    const entry = entries?.get(key);
    if (!entries || !entry || entry.stamp !== stamp) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  set(handle: object, key: string, stamp: Stamp, value: Value): void {
    let entries = this.byHandle.get(handle);
    if (!entries) {
      entries = new Map();
      this.byHandle.set(handle, entries);
    }
    entries.delete(key);
    entries.set(key, { stamp, value });
    while (entries.size > this.capacity) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }
}
