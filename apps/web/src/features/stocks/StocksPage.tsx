import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { SyncBar } from '../../shared/sync-bar/index.ts';
import { GRID_KEYS } from '../../shared/url-state/grid-url-state.ts';
import { oneOfParam } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { LocalisationTab } from './LocalisationTab.tsx';
import { StockListTab } from './StockListTab.tsx';
import { SupplyPlanTab } from './SupplyPlanTab.tsx';

const TABS = ['stock', 'plan', 'local'] as const;
type StocksTab = (typeof TABS)[number];
const TAB_STATE = { tab: oneOfParam(TABS, 'stock') };

/** /stocks: what is where and when it runs out, what to ship where, and how local the orders are. */
export default function StocksPage() {
  const [{ tab }, setTab] = useUrlState(TAB_STATE);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Остатки
        </Typography>
      </Stack>
      <SyncBar datasets={['stocks', 'sellerStocks', 'orders']} />
      <Tabs
        value={tab}
        onChange={(_event, value: StocksTab) => setTab({ tab: value }, { push: true, clear: [...GRID_KEYS, 'wh'] })}
        sx={{ mb: 2 }}
      >
        <Tab value="stock" label="Остатки" />
        <Tab value="plan" label="План поставки" />
        <Tab value="local" label="Локализация" />
      </Tabs>
      {tab === 'stock' && <StockListTab />}
      {tab === 'plan' && <SupplyPlanTab />}
      {tab === 'local' && <LocalisationTab />}
    </>
  );
}
