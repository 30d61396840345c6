import type { WbCategory, WbTokenType } from './categories.ts';
import { decodeWbToken, maskToken, WbTokenFormatError, type WbTokenInfo } from './decode.ts';

/** A part of the product a token can unlock. */
export type WbTokenMethod =
  | 'cards'
  | 'prices'
  | 'orders'
  | 'sales'
  | 'reports'
  | 'reportList'
  | 'fbs'
  | 'fbo'
  | 'adverts'
  | 'advertsManage'
  | 'tariffs';

interface Capability {
  method: WbTokenMethod;
  /** null: any token will do (tariffs, commissions). */
  needs: WbCategory | null;
  /** How the seller calls it, for "… недоступны". */
  title: string;
  personalOnly?: boolean;
  writes?: boolean;
}

const CAPABILITIES: Capability[] = [
  { method: 'cards', needs: 'content', title: 'Карточки товаров' },
  { method: 'prices', needs: 'prices', title: 'Цены и скидки' },
  { method: 'orders', needs: 'statistics', title: 'Заказы' },
  { method: 'sales', needs: 'statistics', title: 'Продажи и возвраты' },
  { method: 'reports', needs: 'finance', title: 'Отчёты о реализации' },
  { method: 'reportList', needs: 'finance', title: 'Список отчётов о реализации', personalOnly: true },
  { method: 'fbs', needs: 'marketplace', title: 'Сборочные задания и поставки FBS' },
  { method: 'fbo', needs: 'supplies', title: 'Поставки FBW' },
  { method: 'adverts', needs: 'promotion', title: 'Рекламные кампании и их статистика' },
  { method: 'advertsManage', needs: 'promotion', title: 'Управление рекламой', writes: true },
  { method: 'tariffs', needs: null, title: 'Тарифы и комиссии' },
];

const CATEGORY_TITLES: Record<WbCategory, string> = {
  content: 'Контент',
  analytics: 'Аналитика',
  prices: 'Цены и скидки',
  marketplace: 'Маркетплейс',
  statistics: 'Статистика',
  promotion: 'Продвижение',
  questions: 'Вопросы и отзывы',
  chat: 'Чат с покупателями',
  supplies: 'Поставки',
  returns: 'Возвраты покупателями',
  documents: 'Документы',
  finance: 'Финансы',
  users: 'Пользователи',
};

const TYPE_TITLES: Record<WbTokenType, string> = {
  basic: 'Базовый',
  test: 'Тестовый',
  personal: 'Персональный',
  service: 'Сервисный',
};

/** The contract's token check (docs/api-contract.md, `verifyWbToken`), plus what the product needs to show it. */
export interface WbTokenCheck {
  /** The token with its middle hidden. */
  token: string;
  /** The type as the seller's cabinet names it: «Персональный», «Базовый», … */
  tokenType: string;
  type: WbTokenType;
  /** Expiry as an ISO 8601 instant; null when the token has none. */
  exp: string | null;
  /** What the product can do with this token. */
  methods: WbTokenMethod[];
  /** A read-only token: it cannot change anything at WB. */
  isReading: boolean;
  /** False when the token unlocks nothing of a shop's data: expired or a sandbox token. */
  valid: boolean;
  /** What is missing or soon will be, in the seller's words. */
  problems: string[];
}

/** Tokens this close to expiry get a warning. */
const EXPIRY_WARNING_MS = 14 * 86_400_000;

const dateRu = (date: Date) => date.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });

/** Decodes a token and tells what it unlocks; throws WbTokenFormatError for a string that is no WB token. */
export function verifyWbToken(tokenData: string, now: Date = new Date()): WbTokenCheck {
  const info = decodeWbToken(tokenData);
  return {
    token: maskToken(tokenData),
    tokenType: TYPE_TITLES[info.type],
    type: info.type,
    exp: info.expiresAt?.toISOString() ?? null,
    isReading: info.readOnly,
    ...unlocks(info, now),
  };
}

/** Checks several tokens; a string that is no token fails the whole check, naming which one it is. */
export function checkWbTokens(tokensData: readonly string[], now: Date = new Date()): WbTokenCheck[] {
  return tokensData.map((token, index) => {
    try {
      return verifyWbToken(token, now);
    } catch (error) {
      if (!(error instanceof WbTokenFormatError) || tokensData.length === 1) throw error;
      throw new WbTokenFormatError(`token #${index + 1}: ${error.details}`, `Токен №${index + 1}: ${error.userMessage}`);
    }
  });
}

function unlocks(info: WbTokenInfo, now: Date): Pick<WbTokenCheck, 'methods' | 'valid' | 'problems'> {
  // docs/wb-api.md: a token is valid only while its expiry is in the future.
  if (info.expiresAt && info.expiresAt <= now) {
    return {
      methods: [],
      valid: false,
      problems: [`Срок действия токена истёк ${dateRu(info.expiresAt)}: создайте новый.`],
    };
  }
  if (info.test) {
    return {
      methods: [],
      valid: false,
      problems: [
        'Тестовый токен работает только с песочницей WB, а не с данными магазина: создайте персональный токен.',
      ],
    };
  }
  const methods: WbTokenMethod[] = [];
  const problems: string[] = [];
  const missing = new Map<WbCategory, string[]>();
  for (const capability of CAPABILITIES) {
    if (capability.needs && !info.categories.has(capability.needs)) {
      missing.set(capability.needs, [...(missing.get(capability.needs) ?? []), capability.title]);
    } else if (capability.personalOnly && info.type === 'basic') {
      problems.push(`${capability.title} недоступен: нужен персональный или сервисный токен, а этот — базовый.`);
    } else if (capability.writes && info.readOnly) {
      problems.push(`${capability.title} недоступно: токен только для чтения.`);
    } else {
      methods.push(capability.method);
    }
  }
  for (const [category, titles] of missing) {
    const what = [titles[0], ...titles.slice(1).map((t) => t.charAt(0).toLowerCase() + t.slice(1))].join(', ');
    problems.push(`${what} недоступны: у токена нет категории «${CATEGORY_TITLES[category]}».`);
  }
  if (info.expiresAt && info.expiresAt.getTime() - now.getTime() < EXPIRY_WARNING_MS) {
    problems.push(`Токен истекает ${dateRu(info.expiresAt)}: заранее создайте новый.`);
  }
  return { methods, valid: true, problems };
}
