import { write } from 'node:fs';

/** How long a full pipe is left alone before the next try. */
const RETRY_MS = 100;

/**
 * Standard output written without ever blocking the process. Node writes to a pipe synchronously,
 * and pino's own output, on a full pipe, retries in a sleeping loop, at exit too: a log reader that
 * stopped reading then froze the whole process, timers included, so even the exit timer of a SIGTERM
 * never fired. Here lines wait in a bounded buffer; past `maxBytes` they are dropped, never waited for.
 */
export class LogOutput {
  private queued: Buffer[] = [];
  private queuedBytes = 0;
  private writing = false;
  private idle: (() => void)[] = [];

  constructor(
    private readonly fd: number,
    private readonly maxBytes: number,
  ) {}

  write(text: string): boolean {
    const chunk = Buffer.from(text);
    if (this.queuedBytes + chunk.length > this.maxBytes) return false;
    this.queued.push(chunk);
    this.queuedBytes += chunk.length;
    if (!this.writing) this.writeNext();
    return true;
  }

  /** Resolves once everything written so far has reached the reader, or after `ms` in any case. */
  drained(ms: number): Promise<void> {
    if (!this.writing) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private writeNext(): void {
    if (!this.queued.length) {
      this.writing = false;
      for (const notify of this.idle.splice(0)) notify();
      return;
    }
    this.writing = true;
    const chunk = Buffer.concat(this.queued);
    this.queued = [chunk];
    write(this.fd, chunk, (error, written) => {
      if (error?.code === 'EAGAIN') {
        setTimeout(() => this.writeNext(), RETRY_MS).unref();
        return;
      }
      // Any other failure (the reader has gone: EPIPE) drops what failed; the process goes on without those lines.
      const sent = error ? chunk.length : written;
      this.queued =
        error || sent === chunk.length ? this.queued.slice(1) : [chunk.subarray(sent), ...this.queued.slice(1)];
      this.queuedBytes -= sent;
      this.writeNext();
    });
  }
}
