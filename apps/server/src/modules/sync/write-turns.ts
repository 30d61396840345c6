const waiting: (() => void)[] = [];
let releasing = false;

/**
 * Waits for a later turn of the event loop, one waiter per turn. PGlite runs in this thread: when
 * several datasets store slices at once, giving each its own turn lets the sockets (WB's answers
 * being read, the screens' requests) be served between every slice instead of after all of them.
 */
export function nextWriteTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!releasing) {
      releasing = true;
      setImmediate(releaseOne);
    }
  });
}

function releaseOne(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(releaseOne);
  else releasing = false;
}

let lastWrite: Promise<unknown> = Promise.resolve();

/**
 * Runs `write` after every write handed here before it has ended, in a turn of the event loop of its own.
 * PGlite answers without giving the event loop a turn, and the writes of several datasets queued on it ran
 * back to back in one turn, holding every request for their sum; one at a time, a request waits for one.
 */
export function inWriteTurn<T>(write: () => Promise<T>): Promise<T> {
  const turn = lastWrite.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(write);
  lastWrite = turn.catch(() => undefined);
  return turn;
}
