import type { WbCategory } from './categories.ts';
import { decodeWbToken, type WbTokenInfo } from './token.ts';

/** What the product can do with a token, by the WB category (and type) each part needs. */
const CAPABILITIES: {
  method: string;
  needs: WbCategory | null;
  title: string;
  personalOnly?: boolean;
  writes?: boolean;
}[] = [
  { method: 'cards', needs: 'content', title: 'карточки товаров' },
  { method: 'prices', needs: 'prices', title: 'цены и скидки' },
  { method: 'orders', needs: 'statistics', title: 'заказы' },
  { method: 'sales', needs: 'statistics', title: 'продажи и возвраты' },
  { method: 'reports', needs: 'finance', title: 'отчёты о реализации' },
  { method: 'reportList', needs: 'finance', title: 'список отчётов о реализации', personalOnly: true },
  { method: 'fbs', needs: 'marketplace', title: 'поставки и заказы FBS' },
  { method: 'fbo', needs: 'supplies', title: 'поставки FBO' },
  { method: 'adverts', needs: 'promotion', title: 'статистика рекламы' },
  { method: 'advertsManage', needs: 'promotion', title: 'управление рекламой', writes: true },
  { method: 'tariffs', needs: null, title: 'тарифы и комиссии' },
];

const CATEGORY_TITLES: Partial<Record<WbCategory, string>> = {
  content: 'Контент',
  prices: 'Цены и скидки',
  statistics: 'Статистика',
  finance: 'Финансы',
  marketplace: 'Маркетплейс',
  supplies: 'Поставки',
  promotion: 'Продвижение',
};

const TYPE_TITLES = { basic: 'Базовый', test: 'Тестовый', personal: 'Персональный', service: 'Сервисный' } as const;

export interface WbTokenCheck {
  /** The token with its middle hidden. */
  token: string;
  tokenType: string;
  /** Expiry, ISO 8601. */
  exp: string | null;
  /** What the product can do with this token (`cards`, `orders`, `reports`, …). */
  methods: string[];
  /** A read-only token: it cannot change anything at WB. */
  isReading: boolean;
  valid: boolean;
  /** What is missing, in the seller's words. */
  problems: string[];
}

const dateRu = (date: Date) => date.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
const mask = (token: string) => (token.length <= 16 ? '••••' : `${token.slice(0, 8)}…${token.slice(-6)}`);

/** Decodes a token and tells what it unlocks; throws WbTokenFormatError for a string that is no WB token. */
export function checkWbToken(token: string, now = new Date()): WbTokenCheck {
  const info = decodeWbToken(token);
  return { token: mask(token.trim()), ...describe(info, now) };
}

function describe(info: WbTokenInfo, now: Date): Omit<WbTokenCheck, 'token'> {
  const base = {
    tokenType: TYPE_TITLES[info.type],
    exp: info.expiresAt?.toISOString() ?? null,
    isReading: info.readOnly,
  };
  // SPEC §5: a token is valid only while its expiry is in the future.
  if (info.expiresAt && info.expiresAt <= now) {
    return {
      ...base,
      methods: [],
      valid: false,
      problems: [`Срок действия токена истёк ${dateRu(info.expiresAt)}: создайте новый.`],
    };
  }
  if (info.test) {
    return {
      ...base,
      methods: [],
      valid: false,
      problems: [
        'Тестовый токен работает только с песочницей WB, а не с данными магазина: создайте персональный токен.',
      ],
    };
  }
  const methods: string[] = [];
  const problems: string[] = [];
  const missing = new Map<WbCategory, string[]>();
  for (const capability of CAPABILITIES) {
    if (capability.needs && !info.categories.has(capability.needs)) {
      missing.set(capability.needs, [...(missing.get(capability.needs) ?? []), capability.title]);
      continue;
    }
    if (capability.personalOnly && (info.type === 'basic' || info.type === 'test')) {
      problems.push(
        `${capitalize(capability.title)} недоступен: нужен персональный или сервисный токен, а этот — базовый.`,
      );
      continue;
    }
    if (capability.writes && info.readOnly) {
      problems.push(`${capitalize(capability.title)} недоступно: токен только для чтения.`);
      continue;
    }
    methods.push(capability.method);
  }
  for (const [category, titles] of missing) {
    problems.push(
      `${capitalize(titles.join(', '))}: недоступно, у токена нет категории «${CATEGORY_TITLES[category]}».`,
    );
  }
  if (info.expiresAt && info.expiresAt.getTime() - now.getTime() < 14 * 86_400_000) {
    problems.push(`Токен истекает ${dateRu(info.expiresAt)}: заранее создайте новый.`);
  }
  return { ...base, methods, valid: true, problems };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
