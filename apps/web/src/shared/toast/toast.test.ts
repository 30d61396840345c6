import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, MOST_SHOWN, onToastsChange, shownToasts, toast } from './toast.ts';

afterEach(() => {
  for (const item of shownToasts()) dismissToast(item.id);
});

describe('toasts', () => {
  it('shows notices in order, each with its severity, and tells the view', () => {
    let changes = 0;
    const stop = onToastsChange(() => (changes += 1));
    toast.success('Токен удалён');
    toast.error('Не удалось выгрузить отчёт');
    stop();
    toast.info('Обновление данных запущено');
    expect(shownToasts().map(({ severity, text }) => [severity, text])).toEqual([
      ['success', 'Токен удалён'],
      ['error', 'Не удалось выгрузить отчёт'],
      ['info', 'Обновление данных запущено'],
    ]);
    expect(changes).toBe(2);
  });

  it('a dismissed notice goes, the others stay', () => {
    toast.error('первое');
    toast.error('второе');
    dismissToast(shownToasts()[0]!.id);
    expect(shownToasts().map((item) => item.text)).toEqual(['второе']);
  });

  it('keeps the newest few when many come at once', () => {
    for (let i = 1; i <= MOST_SHOWN + 2; i += 1) toast.error(`ошибка ${i}`);
    expect(shownToasts()).toHaveLength(MOST_SHOWN);
    expect(shownToasts().at(-1)!.text).toBe(`ошибка ${MOST_SHOWN + 2}`);
    expect(shownToasts()[0]!.text).toBe('ошибка 3');
  });
});
