import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * The values as one text[] built from one JSON parameter: a file or a month of units can hold more
 * values than a statement may have parameters (65 535).
 */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/**
 * `column = any(values)`. As an array the values are probed in the column's index one by one; as a
 * set-returning function in `in (…)` the planner, which cannot tell how many rows it gives, may
 * join it to a scan of the whole table.
 */
export function inTextList(column: Column, values: readonly string[]): SQL {
  return sql`${column} = any(${textArray(values)})`;
}
