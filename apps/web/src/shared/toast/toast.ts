// The app's short notices («Токен удалён», «Не удалось выгрузить отчёт»): a list any module adds to and
// one view (Toasts.tsx) shows, so a screen needs no provider or library of its own to tell the seller.

export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  text: string;
}

/** Notices on screen at once; a new one pushes out the oldest. */
export const MOST_SHOWN = 4;

let shown: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function replace(next: readonly Toast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

function add(severity: ToastSeverity, text: string) {
  lastId += 1;
  replace([...shown, { id: lastId, severity, text }].slice(-MOST_SHOWN));
}

export const toast = {
  success: (text: string) => add('success', text),
  error: (text: string) => add('error', text),
  info: (text: string) => add('info', text),
};

export function dismissToast(id: number) {
  if (shown.some((item) => item.id === id)) replace(shown.filter((item) => item.id !== id));
}

/** For useSyncExternalStore: the notices now, and a call when they change. */
export const shownToasts = () => shown;
export function onToastsChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
