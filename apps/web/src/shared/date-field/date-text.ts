// A date as the seller types it, дд.мм.гггг, whatever language the browser speaks.
import { formatDay } from '../moscow-time.ts';

/** The typed text with the dots put in as the digits come: «0503» → «05.03». A pasted "2026-03-05" is read as a day. */
export function maskDayText(typed: string): string {
  const pasted = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(typed);
  if (pasted) return formatDay(`${pasted[1]}-${pasted[2]}-${pasted[3]}`);
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

/** The day "YYYY-MM-DD" of a complete дд.мм.гггг, or null while it is incomplete or no such day exists. */
export function dayOfText(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day ? day : null;
}

/** The text a field shows for a day ("" for none). */
export const textOfDay = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(day) : '');
