import { lazy, Suspense } from 'react';
import { LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { oneOfParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { CalculationTab } from './components/CalculationTab.tsx';

// The first tab comes with the screen; each other tab's code when it is first opened.
const PlanFactTab = lazy(() =>
  import('./components/PlanFactTab.tsx').then((module) => ({ default: module.PlanFactTab })),
);
const TariffsTab = lazy(() => import('./components/TariffsTab.tsx').then((module) => ({ default: module.TariffsTab })));
const StorageTab = lazy(() => import('./components/StorageTab.tsx').then((module) => ({ default: module.StorageTab })));
const PriceLog = lazy(() =>
  import('../../shared/price-change/index.ts').then((module) => ({ default: module.PriceLog })),
);

type UnitTab = 'calc' | 'planfact' | 'storage' | 'tariffs' | 'prices';
const TAB_STATE: UrlSchema<{ tab: UnitTab }> = {
  tab: oneOfParam(['calc', 'planfact', 'storage', 'tariffs', 'prices'], 'calc'),
};

export default function UnitPage() {
  // The other choices in the address (warehouse, scheme, period) stay when the tab changes.
  const [{ tab }, setTab] = useUrlState(TAB_STATE);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Юнит-экономика
      </Typography>
      <Tabs value={tab} onChange={(_event, value: UnitTab) => setTab({ tab: value }, { push: true })} sx={{ mb: 2 }}>
        <Tab value="calc" label="Прибыль на единицу" />
        <Tab value="planfact" label="План и факт" />
        <Tab value="storage" label="Отчёт о хранении" />
        <Tab value="tariffs" label="Тарифы складов" />
        <Tab value="prices" label="Журнал цен" />
      </Tabs>
      <Suspense fallback={<LinearProgress aria-label="Вкладка загружается" />}>
        {tab === 'calc' && <CalculationTab />}
        {tab === 'planfact' && <PlanFactTab />}
        {tab === 'storage' && <StorageTab />}
        {tab === 'tariffs' && <TariffsTab />}
        {tab === 'prices' && <PriceLog />}
      </Suspense>
    </>
  );
}
