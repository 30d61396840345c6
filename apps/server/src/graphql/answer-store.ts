// The answers kept in this process, each with the company data version it was read at
// (docs/architecture.md «Cached answers»). Bounded by the bytes the answers are sent as: the least
// recently used go first.

export interface StoredAnswer {
  version: string;
  /** What the GraphQL layer answers with. */
  text: string;
  /** The text as UTF-8, encoded once for every request it is sent to. */
  bytes: Buffer;
  storedAt: number;
  /** The text gzipped, once the first request that accepts gzip is sent it. */
  gzipped?: Promise<Buffer>;
}

/** An answer as it is sent, whether kept or not. */
export function storedAnswer(version: string, text: string, storedAt: number): StoredAnswer {
  return { version, text, bytes: Buffer.from(text), storedAt };
}

export interface AnswerStoreOptions {
  /** The bytes of answers kept at most (their text is held beside them, about as much again). */
  maxBytes: number;
  /** How long an answer is served while its version holds: the bound on what the clock alone changes. */
  maxAgeMs: number;
  now: () => number;
}

export class AnswerStore {
  private readonly answers = new Map<string, StoredAnswer>();
  private bytes = 0;

  constructor(private readonly options: AnswerStoreOptions) {}

  /** The answer kept for `key` when it was read at `version` and is young enough; undefined otherwise. */
  find(key: string, version: string): StoredAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.version !== version || this.options.now() - answer.storedAt > this.options.maxAgeMs) {
      this.remove(key, answer);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /** Keeps the answer read at `version`; answers what is kept, undefined when it is larger than the whole store. */
  keep(key: string, version: string, text: string): StoredAnswer | undefined {
    const earlier = this.answers.get(key);
    if (earlier) this.remove(key, earlier);
    const answer = storedAnswer(version, text, this.options.now());
    if (answer.bytes.length > this.options.maxBytes) return undefined;
    this.answers.set(key, answer);
    this.bytes += answer.bytes.length;
    for (const [oldest, kept] of this.answers) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest, kept);
    }
    return answer;
  }

  get size(): number {
    return this.answers.size;
  }

  private remove(key: string, answer: StoredAnswer): void {
    this.answers.delete(key);
    this.bytes -= answer.bytes.length;
  }
}
