import { setTimeout as sleep } from 'node:timers/promises';

/** The time background work goes by; tests pass a controlled one, so nothing they assert rests on timing. */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => sleep(ms),
};
