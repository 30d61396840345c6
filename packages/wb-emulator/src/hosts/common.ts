import { commissions, boxTariffs, palletTariffs, type Tariffs } from '../data/tariffs.ts';
import type { SellerData } from '../data/seller.ts';
import { json, problem } from '../server/respond.ts';
import { HOUR, MINUTE, per, type Route } from '../server/router.ts';

const TARIFF_LIMIT = { group: 'tariffs', normal: per(MINUTE, 60, 5), basic: per(HOUR, 1, 1) };

/** common-api: tariffs, commissions and seller-info answer a token of any category. */
export function commonRoutes(data: SellerData, tariffs: Tariffs): Route[] {
  const tariffRoute = (path: string, build: (date: string) => unknown): Route => ({
    host: 'common-api',
    method: 'GET',
    path,
    category: 'any',
    limit: TARIFF_LIMIT,
    handle: ({ query }) => {
      const date = query.get('date');
      if (!date) return problem(400, 'Bad Request', 'parameter "date" in query has an error: value is required but missing', 'tariffs');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
        return problem(400, 'Bad Request', 'Invalid date param', 'tariffs');
      }
      return json(build(date));
    },
  });
  return [
    tariffRoute('/api/v1/tariffs/box', (date) => boxTariffs(tariffs, date)),
    tariffRoute('/api/v1/tariffs/pallet', (date) => palletTariffs(tariffs, date)),
    {
      host: 'common-api',
      method: 'GET',
      path: '/api/v1/tariffs/commission',
      category: 'any',
      limit: { group: 'commission', normal: per(MINUTE, 1, 2), basic: per(HOUR, 5, 1) },
      handle: ({ query }) => {
        const locale = query.get('locale');
        if (locale !== null && !['ru', 'en', 'zh'].includes(locale)) {
          return problem(
            400,
            'Bad Request',
            'parameter "locale" in query has an error: value is not one of the allowed values ["ru","en","zh"]',
            'api-statistics',
          );
        }
        return json(commissions(data.cards));
      },
    },
    {
      host: 'common-api',
      method: 'GET',
      path: '/api/v1/seller-info',
      category: 'any',
      limit: { group: 'seller-info', normal: per(MINUTE, 1, 10), basic: per(24 * HOUR, 1, 1) },
      handle: () => json({ ...data.seller }),
    },
  ];
}
