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
