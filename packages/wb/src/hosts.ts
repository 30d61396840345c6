/** The WB hosts the product calls, by the name the code uses, with WB's subdomain. */
export const WB_SUBDOMAINS = {
  content: 'content-api',
  prices: 'discounts-prices-api',
  statistics: 'statistics-api',
  finance: 'finance-api',
  marketplace: 'marketplace-api',
  supplies: 'supplies-api',
  common: 'common-api',
  advert: 'advert-api',
  analytics: 'seller-analytics-api',
  calendar: 'dp-calendar-api',
} as const;

export type WbHost = keyof typeof WB_SUBDOMAINS;

export const WB_HOSTS = Object.keys(WB_SUBDOMAINS) as WbHost[];

export interface WbBaseUrlOverrides {
  /** One base for every host with the subdomain as the first path segment (the emulator). */
  all?: string;
  perHost?: Partial<Record<WbHost, string>>;
}

/** Base URL of each host: WB itself, or `${all}/${subdomain}`; a per-host URL wins over both. */
export function wbBaseUrls(overrides: WbBaseUrlOverrides = {}): Record<WbHost, string> {
  const all = overrides.all?.replace(/\/+$/, '');
  const urls = {} as Record<WbHost, string>;
  for (const host of WB_HOSTS) {
    const subdomain = WB_SUBDOMAINS[host];
    const perHost = overrides.perHost?.[host];
    urls[host] = (perHost ?? (all ? `${all}/${subdomain}` : `https://${subdomain}.wildberries.ru`)).replace(/\/+$/, '');
  }
  return urls;
}
