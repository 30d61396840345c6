import { parseArgs } from 'node:util';
import { isWbCategory, type WbCategory, type WbTokenType } from './auth/categories.ts';
import { TokenAuthority } from './auth/tokens.ts';
import { sellerProfile } from './data/seller.ts';
import { startWbEmulator } from './emulator.ts';

const USAGE = `Использование:
  npm run wb-emulator -- --port 4321 --seed 1 [--scale 1] [--time-scale 1] [--anchor-date ГГГГ-ММ-ДД] [--no-rate-limits] [--correction-weeks-back 4]
  npm run wb-emulator -- token --type personal --categories content,prices,statistics [--read-only] [--days 180] [--seed 1]`;

async function main(argv: string[]): Promise<void> {
  if (argv[0] === 'token') return printToken(argv.slice(1));
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '1' },
      scale: { type: 'string', default: '1' },
      'time-scale': { type: 'string', default: '1' },
      'anchor-date': { type: 'string' },
      'no-rate-limits': { type: 'boolean', default: false },
      // WB corrects the report of the week this many weeks before the newest as its list is first asked for.
      'correction-weeks-back': { type: 'string' },
      // Started by another process: stop when that process goes away (its end of stdin closes).
      'stop-with-parent': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const emulator = await startWbEmulator({
    port: toNumber(values.port, '--port'),
    host: values.host,
    seed: toNumber(values.seed, '--seed'),
    scale: toNumber(values.scale, '--scale'),
    timeScale: toNumber(values['time-scale'], '--time-scale'),
    anchorDate: values['anchor-date'],
    rateLimits: !values['no-rate-limits'],
    correctionWeeksBack:
      values['correction-weeks-back'] === undefined
        ? undefined
        : toNumber(values['correction-weeks-back'], '--correction-weeks-back'),
  });
  const { data } = emulator;
  console.log(`Эмулятор WB слушает ${emulator.url} (seed ${data.seed}, scale ${data.scale}, дата ${data.anchorDate})`);
  console.log(`Продавец: ${data.seller.name}, sid ${data.seller.sid}; карточек: ${data.cards.length}`);
  console.log(`Хосты: ${emulator.url}/content-api, /statistics-api, /finance-api, ... (путь WB после префикса)`);
  const stop = () => void emulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (values['stop-with-parent']) {
    process.stdin.on('close', stop).on('end', stop).resume();
  }
}

function printToken(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string', default: 'personal' },
      categories: { type: 'string', default: '' },
      'read-only': { type: 'boolean', default: false },
      days: { type: 'string', default: '180' },
      seed: { type: 'string', default: '1' },
    },
  });
  const type = values.type as WbTokenType;
  if (!['basic', 'test', 'personal', 'service'].includes(type)) throw new Error(`неизвестный тип токена: ${type}`);
  const categories = values.categories
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const unknown = categories.filter((c) => !isWbCategory(c));
  if (unknown.length > 0) throw new Error(`неизвестные категории: ${unknown.join(', ')}`);
  const seed = toNumber(values.seed, '--seed');
  const authority = new TokenAuthority(seed, sellerProfile(seed).sid);
  console.log(
    authority.issue({
      type,
      categories: categories as WbCategory[],
      readOnly: values['read-only'],
      expiresInDays: toNumber(values.days, '--days'),
    }),
  );
}

function toNumber(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`${name}: ожидается число, получено «${value}»`);
  return n;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
