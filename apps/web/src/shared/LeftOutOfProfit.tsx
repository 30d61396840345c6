import { Link as RouterLink } from 'react-router';
import { Link, Typography } from '@mui/material';
import { formatRub } from './money-format.ts';
import { paths } from './paths.ts';
import { countOf } from './plural.ts';

/**
 * What a profit total leaves out: the units sold without a cost price and what WB paid for them
 * (docs/money.md, «Units without a cost price»), with the way to give them one.
 */
export function LeftOutOfProfit({ units, payout, testId }: { units: number; payout: string; testId?: string }) {
  if (units === 0) return null;
  return (
    <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }} data-testid={testId}>
      Не в прибыли: {countOf(units, ['единица', 'единицы', 'единиц'])} без себестоимости, выплата по ним{' '}
      {formatRub(payout)}.{' '}
      <Link component={RouterLink} to={paths.cards}>
        Задать себестоимость
      </Link>
    </Typography>
  );
}
