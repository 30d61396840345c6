import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screenState } from './screen-state.ts';

const base = { loading: false, hasData: false, isEmpty: false, online: true };
const serverFailure = new CombinedGraphQLErrors({
  errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
});

describe('screenState', () => {
  it('shows the first load until an answer or a failure arrives', () => {
    expect(screenState({ ...base, loading: true })).toBe('first-load');
  });

  it('tells no connection from a server failure', () => {
    expect(screenState({ ...base, error: new TypeError('Failed to fetch') })).toBe('offline');
    expect(screenState({ ...base, online: false })).toBe('offline');
    expect(screenState({ ...base, error: serverFailure })).toBe('failed');
  });

  it('keeps data on screen once it arrived, empty or not', () => {
    expect(screenState({ ...base, hasData: true, isEmpty: true })).toBe('empty');
    expect(screenState({ ...base, hasData: true, error: serverFailure, loading: true })).toBe('ready');
  });
});
