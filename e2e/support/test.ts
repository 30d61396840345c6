import { test as base } from '@playwright/test';
import { recordSecrets } from './secrets-used.ts';

/**
 * Playwright's test with one automatic step: after each test, the session's access token and
 * cookies are recorded, so the run's end can prove none of them reached the server's log.
 */
export const test = base.extend<{ recordSessionSecrets: void }>({
  recordSessionSecrets: [
    async ({ context }, use) => {
      await use();
      const cookies = await context.cookies();
      const storage = await context.storageState();
      const stored = storage.origins.flatMap((origin) =>
        origin.localStorage.flatMap((item) => storedTexts(item.value)),
      );
      recordSecrets([...cookies.map((cookie) => cookie.value), ...stored.filter(looksLikeSecret)]);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

/** A stored value, or the texts inside it when it is JSON (the browser's copy of the WB tokens). */
function storedTexts(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object') return Object.values(parsed).filter((item) => typeof item === 'string');
  } catch {
    // not JSON: the value itself
  }
  return [value];
}

/** Values that are tokens: a JWT or a long opaque value without spaces. */
function looksLikeSecret(value: string): boolean {
  return value.length >= 32 && !/\s/.test(value);
}
