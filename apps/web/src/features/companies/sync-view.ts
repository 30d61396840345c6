import { plural } from '../../shared/plural.ts';

/** «каждые 15 минут», «каждый час», «каждые 2 часа», «раз в сутки». */
export function scheduleLabel(everyMinutes: number): string {
  if (everyMinutes % (24 * 60) === 0) {
    const days = everyMinutes / (24 * 60);
    return days === 1 ? 'раз в сутки' : `раз в ${days} ${plural(days, ['день', 'дня', 'дней'])}`;
  }
  if (everyMinutes % 60 === 0) {
    const hours = everyMinutes / 60;
    return hours === 1
      ? 'каждый час'
      : `${plural(hours, ['каждый', 'каждые', 'каждые'])} ${hours} ${plural(hours, ['час', 'часа', 'часов'])}`;
  }
  return `${plural(everyMinutes, ['каждую', 'каждые', 'каждые'])} ${everyMinutes} ${plural(everyMinutes, ['минуту', 'минуты', 'минут'])}`;
}

/** «загружается: 40 из 120» while the size is known, else «загружается…». */
export function progressLabel(done: number, total: number | null): string {
  return total && total > 0 ? `загружается: ${Math.min(done, total)} из ${total}` : 'загружается…';
}

/** «Заказы» from «заказы»: the dataset's name at the start of a line. */
export const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('ru-RU') + text.slice(1);
