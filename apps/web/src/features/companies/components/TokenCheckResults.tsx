import { Alert, Chip, Stack, Typography } from '@mui/material';
import type { CheckWbTokensQuery } from '../../../gql/graphql.ts';
import { formatMoscowDay } from '../../../shared/moscow-time.ts';

export type TokenCheck = CheckWbTokensQuery['checkWbTokens'][number];

const methodTitles: Record<string, string> = {
  cards: 'Карточки',
  prices: 'Цены',
  orders: 'Заказы',
  sales: 'Продажи',
  reports: 'Отчёты о реализации',
  reportList: 'Список отчётов',
  fbs: 'FBS',
  fbo: 'FBO',
  adverts: 'Реклама',
  advertsManage: 'Управление рекламой',
  tariffs: 'Тарифы',
};

/** One token's check: its type and expiry, what it opens, what it lacks. */
export function TokenCheckResults({ label, check }: { label: string; check: TokenCheck }) {
  return (
    <Alert severity={!check.valid ? 'error' : check.problems.length ? 'warning' : 'success'} sx={{ mt: 1 }}>
      <Typography variant="subtitle2">
        {label}: {check.tokenType}
        {check.isReading ? ', только чтение' : ''}
        {check.exp ? `, до ${formatMoscowDay(check.exp)}` : ''}
      </Typography>
      {check.methods.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          {check.methods.map((method) => (
            <Chip key={method} size="small" color="success" variant="outlined" label={methodTitles[method] ?? method} />
          ))}
        </Stack>
      )}
      {check.problems.map((problem) => (
        <Typography key={problem} variant="body2">
          {problem}
        </Typography>
      ))}
    </Alert>
  );
}
