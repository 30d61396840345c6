import { sql, type SQL } from 'drizzle-orm';
import { MOSCOW_UTC_OFFSET } from '../../lib/moscow-time.ts';
import { cardCostAt, cardCostChanges } from '../cards/card-cost-sql.ts';
import { savedUnitCost } from '../supplies/ledger-sql.ts';

// How a report row's unit is priced: its own cost from the unit ledger, else its card's in force at its
// order, out of the cards' and the ledger's SQL fragments. The period's units (report-figures.repo.ts) and
// the cost days (report-cost-days.ts) price with it.

/**
 * The currency of cost prices (the ledger's and the cards', entered in rubles like every price of the
 * product): subtracted only from money in this currency, never from another's.
 */
export const COST_CURRENCY = 'RUB';

export const SALE = 'Продажа';
export const RETURN = 'Возврат';

/** The company's card cost prices as intervals between their changes (the CTE `cost_changes`), as the cards module writes them. */
export const costChanges = cardCostChanges;

/**
 * A unit's cost price, for units `f` named by one of their rows (columns shk_id, sticker_id, nm_id and
 * cost_at, the moment its cost is taken at): its own from the unit ledger (by ШК, else by its FBS sticker),
 * else the card's cost price in force at `cost_at`. `columns` (saved_cost, card_cost) read what `joins` join
 * to `f`; both need `costChanges`.
 */
export const unitCost = (companyId: number): { columns: SQL; joins: SQL } => {
  const saved = savedUnitCost(companyId, { shkId: sql`f.shk_id::text`, stickerId: sql`nullif(f.sticker_id, '')` });
  const card = cardCostAt(companyId, { nmId: sql`f.nm_id`, at: sql`f.cost_at` });
  return {
    columns: sql`${saved.cost} saved_cost, ${card.cost} card_cost`,
    joins: sql`${saved.joins}
    ${card.joins}`,
  };
};

/** The moment a row's unit is priced at: its order time, else its sale time, else the report day's Moscow midnight. */
export const COST_AT = sql`coalesce(order_dt, sale_dt, (rr_date::text || ${sql.raw(`'T00:00:00${MOSCOW_UTC_OFFSET}'`)})::timestamptz)`;
