import { sql, type SQL } from 'drizzle-orm';
import { bareColumns } from '../../lib/bare-columns.ts';
import { cardSettings, cardSettingsHistory } from './cards.tables.ts';

// «The card's cost price in force at an instant» is written here once, in SQL: the cards' own lookups
// (cards.service.ts, costPricesAt) and other modules' statements (the reports) use these fragments, so
// no other module names this module's tables.

const history = bareColumns(cardSettingsHistory);
const settings = bareColumns(cardSettings);

/** The history's field name of the cost price (the form's key). */
const COST_FIELD = 'firstPrice';

/** A card cost price as the card history writes it ("1234.50"), in kopecks; null when not such a figure. */
const kopecksOfText = (value: SQL) => sql`case when btrim(${value}) ~ '^-?[0-9]+([.,][0-9]{1,2}0*)?$'
  then (replace(btrim(${value}), ',', '.')::numeric * 100)::bigint end`;

/**
 * The company's card cost prices as intervals, the common table expression `cost_changes` of a `with`: each
 * change in force from its moment until the card's next change, and before a card's first change the value it
 * replaced (or, when it replaced none, the first value set: the seller's earliest known cost for goods sold
 * earlier). A card with history has exactly one interval at any instant, so `cardCostAt` finds it with one
 * join on the card; a lookup of the first change beside it was planned as a loop over this table per row.
 */
export const cardCostChanges = (companyId: number): SQL => sql`
  cost_history as (
    select ${history.nmId} nm_id, ${history.changedAt} changed_at, ${history.oldValue} old_value, ${history.newValue} new_value,
      row_number() over w n, lead(${history.changedAt}) over w next_at
    from ${cardSettingsHistory} where ${history.companyId} = ${companyId} and ${history.field} = ${sql.raw(`'${COST_FIELD}'`)}
    window w as (partition by ${history.nmId} order by ${history.changedAt}, ${history.id})),
  cost_changes (nm_id, from_at, until_at, value) as (
    select nm_id, changed_at, next_at, new_value from cost_history
    union all
    select nm_id, null, changed_at, coalesce(old_value, new_value) from cost_history where n = 1)`;

/**
 * The card's cost price in kopecks in force at an instant, for rows naming a card (`nmId`) and an instant
 * (`at`), both SQL of the outer statement: the value of its interval then (`cardCostChanges`); a card without
 * history, its cost price today. Null without a card, an instant or a cost price. `joins` go after the
 * statement's `from` (aliases card, in_force); `cost` is the column; the statement's `with` needs
 * `cardCostChanges`.
 */
export function cardCostAt(companyId: number, of: { nmId: SQL; at: SQL }): { cost: SQL; joins: SQL } {
  return {
    cost: sql`case
        when coalesce(${of.nmId}, 0) = 0 or ${of.at} is null then null
        when in_force.nm_id is null then card.${settings.firstPriceKopecks}
        else ${kopecksOfText(sql`in_force.value`)}
      end`,
    joins: sql`left join ${cardSettings} card on card.${settings.companyId} = ${companyId}
      and card.${settings.nmId} = ${of.nmId}
    left join cost_changes in_force on in_force.nm_id = ${of.nmId}
      and (in_force.from_at is null or in_force.from_at <= ${of.at})
      and (in_force.until_at is null or in_force.until_at > ${of.at})`,
  };
}
