import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { toast } from '../../shared/toast/toast.ts';
import { formatCell } from '../../shared/columns/format.ts';
import { comparatorFor } from '../../shared/columns/grid-columns.tsx';
import { isNumeric } from '../../shared/columns/column-spec.ts';
import { userMessage } from '../../shared/errors.ts';
import { exportTable } from '../../shared/export-xlsx.ts';
import { formatDay, moscowDay } from '../../shared/moscow-time.ts';
import { SAVED_PLAN_LINE_COLUMNS } from './supply-plan-columns.tsx';
import { SAVED_SUPPLY_PLANS, type SavedSupplyPlan } from './supply-plan.graphql.ts';
import { useDeleteSupplyPlan } from './use-delete-supply-plan.ts';

/** How the income stands against the plan, in a line. */
function incomeText(plan: SavedSupplyPlan): string {
  if (!plan.incomeId) return 'поставки на этот склад после плана ещё нет';
  const shipped = plan.lines.reduce((sum, line) => sum + (line.shipped ?? 0), 0);
  return `поставка ${plan.incomeId} (${plan.incomeStatus ?? '—'}): в ней ${shipped} шт.`;
}

/** One saved plan: its lines against the income, and its Excel file. */
function SavedPlan({ plan }: { plan: SavedSupplyPlan }) {
  // Sorted by a column header's click, as in every list; the plan's own order until then.
  const [sort, setSort] = useState<{ field: string; desc: boolean } | null>(null);
  const sortSpec = SAVED_PLAN_LINE_COLUMNS.find((spec) => spec.field === sort?.field);
  const lines = sortSpec
    ? [...plan.lines].sort(
        (a, b) => (sort!.desc ? -1 : 1) * comparatorFor(sortSpec)(sortSpec.value(a), sortSpec.value(b)),
      )
    : plan.lines;
  const deletePlan = useDeleteSupplyPlan();
  const title = `${plan.warehouse}, ${formatDay(moscowDay(new Date(plan.createdAt)))}`;
  const download = () =>
    exportTable(`План поставки ${title}.xlsx`, 'План и поставка', SAVED_PLAN_LINE_COLUMNS, lines).catch(
      (failure: unknown) => toast.error(userMessage(failure, 'Не удалось выгрузить план')),
    );
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>
          {title}: по плану {plan.units} шт.; {incomeText(plan)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <Button size="small" onClick={() => void download()}>
            Выгрузить в Excel
          </Button>
          <Button size="small" color="error" onClick={() => void deletePlan(plan.id)}>
            Удалить план
          </Button>
        </Box>
        <Table size="small">
          <TableHead>
            <TableRow>
              {SAVED_PLAN_LINE_COLUMNS.map((spec) => (
                <TableCell key={spec.field} align={isNumeric(spec.kind) ? 'right' : 'left'}>
                  <TableSortLabel
                    active={sort?.field === spec.field}
                    direction={sort?.field === spec.field && sort.desc ? 'desc' : 'asc'}
                    onClick={() => setSort({ field: spec.field, desc: sort?.field === spec.field && !sort.desc })}
                  >
                    {spec.header}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.barcode}>
                {SAVED_PLAN_LINE_COLUMNS.map((spec) => (
                  <TableCell key={spec.field} align={isNumeric(spec.kind) ? 'right' : 'left'}>
                    {formatCell(spec, spec.value(line)) || '—'}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}

/** The plans saved as planned supplies, each against the first income to its warehouse since. */
export function SavedPlans() {
  const plans = useQuery(SAVED_SUPPLY_PLANS, { fetchPolicy: 'cache-and-network' });
  const list = plans.data?.savedSupplyPlans ?? [];
  return (
    <Box sx={{ mt: 2 }} data-testid="saved-plans">
      <Typography variant="h6" sx={{ mb: 1 }}>
        Сохранённые планы поставок
      </Typography>
      {plans.error && <Alert severity="error">{userMessage(plans.error, 'Не удалось загрузить планы')}</Alert>}
      {list.length === 0 && !plans.error && (
        <Typography color="text.secondary">
          Сохраните план склада кнопкой «Сохранить как поставку»: когда поставка на этот склад придёт, здесь будет
          видно, сколько из плана отгружено и принято.
        </Typography>
      )}
      {list.map((plan) => (
        <SavedPlan key={plan.id} plan={plan} />
      ))}
    </Box>
  );
}
