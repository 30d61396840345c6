import { isNoConnection } from '../errors.ts';

/** What a data screen shows instead of (or above) its table. */
export type ScreenState = 'first-load' | 'offline' | 'failed' | 'empty' | 'ready';

export interface ScreenLoad {
  loading: boolean;
  error?: unknown;
  /** An answer arrived (now or earlier): the screen has something to show. */
  hasData: boolean;
  /** The answer holds no rows. */
  isEmpty: boolean;
  online: boolean;
}

export function screenState({ loading, error, hasData, isEmpty, online }: ScreenLoad): ScreenState {
  if (!hasData) {
    if (!online || (error && isNoConnection(error))) return 'offline';
    return error && !loading ? 'failed' : 'first-load';
  }
  return isEmpty ? 'empty' : 'ready';
}
