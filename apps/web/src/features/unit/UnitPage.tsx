import { Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { CalculationTab } from './components/CalculationTab.tsx';
import { PlanFactTab } from './components/PlanFactTab.tsx';
import { TariffsTab } from './components/TariffsTab.tsx';

const TABS = ['calc', 'planfact', 'tariffs'] as const;
type UnitTab = (typeof TABS)[number];

export default function UnitPage() {
  const [params, setParams] = useSearchParams();
  const tab: UnitTab = TABS.find((name) => name === params.get('tab')) ?? 'calc';
  // The other choices in the address (warehouse, scheme, …) stay when the tab changes.
  const openTab = (value: UnitTab) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'calc') next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Юнит-экономика
      </Typography>
      <Tabs value={tab} onChange={(_event, value: UnitTab) => openTab(value)} sx={{ mb: 2 }}>
        <Tab value="calc" label="Прибыль на единицу" />
        <Tab value="planfact" label="План и факт" />
        <Tab value="tariffs" label="Тарифы складов" />
      </Tabs>
      {tab === 'calc' && <CalculationTab />}
      {tab === 'planfact' && <PlanFactTab />}
      {tab === 'tariffs' && <TariffsTab />}
    </>
  );
}
