import { DateField } from './date-field/DateField.tsx';

import type { Period } from './period.ts';

/** The «С» and «По» date fields of a screen's period; the screen checks and applies the period. */
export function PeriodFields({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  return (
    <>
      <DateField
        size="small"
        label="С"
        value={period.dateFrom}
        onChange={(dateFrom) => onChange({ ...period, dateFrom })}
      />
      <DateField size="small" label="По" value={period.dateTo} onChange={(dateTo) => onChange({ ...period, dateTo })} />
    </>
  );
}
