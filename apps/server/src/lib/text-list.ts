import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column in (values)` with the values as one JSON parameter: a file or a month of units can hold
 * more values than a statement may have parameters (65 535).
 */
export function inTextList(column: Column, values: readonly string[]): SQL {
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
