import { Tab, Tabs, Typography } from '@mui/material';
import { oneOfParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { CalculationTab } from './components/CalculationTab.tsx';
import { PlanFactTab } from './components/PlanFactTab.tsx';
import { StorageTab } from './components/StorageTab.tsx';
import { TariffsTab } from './components/TariffsTab.tsx';

type UnitTab = 'calc' | 'planfact' | 'storage' | 'tariffs';
const TAB_STATE: UrlSchema<{ tab: UnitTab }> = {
  tab: oneOfParam(['calc', 'planfact', 'storage', 'tariffs'], 'calc'),
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
      </Tabs>
      {tab === 'calc' && <CalculationTab />}
      {tab === 'planfact' && <PlanFactTab />}
      {tab === 'storage' && <StorageTab />}
      {tab === 'tariffs' && <TariffsTab />}
    </>
  );
}
