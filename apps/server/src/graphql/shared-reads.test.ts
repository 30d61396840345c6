import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads.ts';

/** A read held open until the test lets it answer. */
function heldRead() {
  let answer: (text: string) => void = () => undefined;
  const answered = new Promise<string>((resolve) => (answer = resolve));
  return { answered, answer };
}

describe('reads shared while in flight', () => {
  it('lets those who ask at the same version wait for the read in flight', async () => {
    const reads = new SharedReads<string>();
    const held = heldRead();
    const leading = reads.lead('cards', 'v1', async (share) => {
      share(await held.answered);
      return 'sent to the reader';
    });
    const waited = reads.awaited('cards', 'v1');
    expect(waited).toBeDefined();
    expect(reads.awaited('cards', 'v2')).toBeUndefined();
    expect(reads.awaited('home', 'v1')).toBeUndefined();
    held.answer('cards at v1');
    expect(await waited).toBe('cards at v1');
    expect(await leading).toBe('sent to the reader');
    expect(reads.awaited('cards', 'v1')).toBeUndefined();
  });

  it('after a change, has newcomers wait for the one read of the new version, not the older read still running', async () => {
    const reads = new SharedReads<string>();
    const before = heldRead();
    const after = heldRead();
    const latest: boolean[] = [];
    const older = reads.lead('cards', 'v1', async (share, isLatest) => {
      const text = await before.answered;
      latest.push(isLatest());
      share(text);
    });
    const olderWaiter = reads.awaited('cards', 'v1')!;
    // The company changed: the first request at v2 reads, and every later one at v2 waits for it.
    expect(reads.awaited('cards', 'v2')).toBeUndefined();
    const newer = reads.lead('cards', 'v2', async (share, isLatest) => {
      const text = await after.answered;
      latest.push(isLatest());
      share(text);
    });
    const newcomers = Array.from({ length: 5 }, () => reads.awaited('cards', 'v2'));
    expect(newcomers.every((waited) => waited !== undefined)).toBe(true);

    // The older read ends first: its waiters get its answer, it is no longer the latest, and it
    // leaves the newer read in flight for those still to come.
    before.answer('cards at v1');
    await older;
    expect(await olderWaiter).toBe('cards at v1');
    expect(reads.awaited('cards', 'v2')).toBeDefined();

    after.answer('cards at v2');
    await newer;
    expect(await Promise.all(newcomers)).toEqual(Array(5).fill('cards at v2'));
    expect(latest).toEqual([false, true]);
    expect(reads.awaited('cards', 'v2')).toBeUndefined();
  });

  it('answers the waiters undefined when the read fails, so that they read for themselves', async () => {
    const reads = new SharedReads<string>();
    const held = heldRead();
    const failing = reads.lead('cards', 'v1', async () => {
      await held.answered;
      throw new Error('the database went away');
    });
    const waited = reads.awaited('cards', 'v1')!;
    held.answer('');
    await expect(failing).rejects.toThrow('the database went away');
    expect(await waited).toBeUndefined();
    expect(reads.awaited('cards', 'v1')).toBeUndefined();
  });
});
