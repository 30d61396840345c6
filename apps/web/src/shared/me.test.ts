import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { serverRefused } from './me.ts';

describe('when loading the user ends the session', () => {
  it('ends it when the server answered with an error', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Войдите снова', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(serverRefused(refused)).toBe(true);
    const failed = new ServerError('Internal Server Error', {
      response: new Response('', { status: 500 }),
      bodyText: '',
    });
    expect(serverRefused(failed)).toBe(true);
  });

  it('keeps it when no answer came: a reload or a moment without network', () => {
    expect(serverRefused(new TypeError('Failed to fetch'))).toBe(false);
    expect(serverRefused(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(serverRefused(undefined)).toBe(false);
  });
});
