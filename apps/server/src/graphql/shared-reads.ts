// The reads of kept answers now in flight in this process, one per answer's key (docs/architecture.md
// «Cached answers»): who asks for what is being read at the same data version waits for that read
// instead of reading it again.

interface Reading<T> {
  version: string;
  answer: Promise<T | undefined>;
}

export class SharedReads<T> {
  private readonly inFlight = new Map<string, Reading<T>>();

  /**
   * What the read of `key` at `version` now in flight will answer (undefined if it fails); undefined
   * when no read of that version is in flight.
   */
  awaited(key: string, version: string): Promise<T | undefined> | undefined {
    const reading = this.inFlight.get(key);
    return reading?.version === version ? reading.answer : undefined;
  }

  /**
   * Runs `read` as the read of `key` at `version`; it hands what the others may be answered with to
   * `share`, and asks `isLatest` whether a read of another version has begun since (whose answer is
   * the one to keep). A read of an earlier version still in flight is no longer waited for by newcomers: while
   * a sync commits every second, a read slower than that would otherwise leave every request after
   * the next change to read the screen on its own.
   */
  async lead<R>(
    key: string,
    version: string,
    read: (share: (answer: T | undefined) => void, isLatest: () => boolean) => Promise<R>,
  ): Promise<R> {
    let share: (answer: T | undefined) => void = () => undefined;
    const mine: Reading<T> = { version, answer: new Promise((resolve) => (share = resolve)) };
    this.inFlight.set(key, mine);
    try {
      return await read(share, () => this.inFlight.get(key) === mine);
    } finally {
      if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
      // Those waiting on a read that failed read for themselves (a second settle is ignored).
      share(undefined);
    }
  }
}
