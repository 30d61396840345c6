import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { FullScreenSpinner } from '../../shared/FullScreenSpinner.tsx';
import { useMe } from '../../shared/me.ts';
import { paths } from '../../shared/paths.ts';
import { CompanyTab } from './components/CompanyTab.tsx';

// The first tab comes with the screen; each other tab's code when it is first opened.
const UsersTab = lazy(() => import('./components/UsersTab.tsx').then((module) => ({ default: module.UsersTab })));
const TokensTab = lazy(() => import('./components/TokensTab.tsx').then((module) => ({ default: module.TokensTab })));
const TaxesTab = lazy(() => import('./components/TaxesTab.tsx').then((module) => ({ default: module.TaxesTab })));
const SyncTab = lazy(() => import('./components/SyncTab.tsx').then((module) => ({ default: module.SyncTab })));

/** Each tab has its own address, /settings/{tab}; /settings itself is the first tab. */
const tabs = [
  { value: 'company', label: 'Компания' },
  { value: 'users', label: 'Сотрудники' },
  { value: 'tokens', label: 'Токены WB' },
  { value: 'taxes', label: 'Налоги' },
  { value: 'sync', label: 'Синхронизация' },
  { value: 'notifications', label: 'Уведомления' },
] as const;

type SettingsTab = (typeof tabs)[number]['value'];

const isSettingsTab = (tab: string): tab is SettingsTab => tabs.some((item) => item.value === tab);

/** `NotificationsTab`: the notifications feature's tab, handed in by the router (features do not import each other). */
export default function SettingsPage({ NotificationsTab }: { NotificationsTab?: ComponentType<{ isAdmin: boolean }> }) {
  const navigate = useNavigate();
  const { tab } = useParams();
  const { selected, loading } = useMe();
  // An unknown tab (an old link, a typo) opens the first one, and the address says so.
  if (tab !== undefined && !isSettingsTab(tab)) return <Navigate to={paths.settingsTab(tabs[0].value)} replace />;
  if (loading && !selected) return <FullScreenSpinner />;
  const current: SettingsTab = tab ?? tabs[0].value;
  const isAdmin = selected?.isAdmin ?? false;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Настройки
      </Typography>
      <Tabs
        value={current}
        onChange={(_event, value: string) => navigate(paths.settingsTab(value))}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3 }}
      >
        {tabs.map((item) => (
          <Tab key={item.value} value={item.value} label={item.label} />
        ))}
      </Tabs>
      <Suspense fallback={<LinearProgress aria-label="Вкладка загружается" />}>
        {current === 'company' && <CompanyTab isAdmin={isAdmin} />}
        {current === 'users' && <UsersTab isAdmin={isAdmin} />}
        {current === 'tokens' && selected && <TokensTab isAdmin={isAdmin} companyId={selected.id} />}
        {current === 'taxes' && <TaxesTab isAdmin={isAdmin} />}
        {current === 'sync' && <SyncTab />}
        {current === 'notifications' && NotificationsTab && <NotificationsTab isAdmin={isAdmin} />}
      </Suspense>
    </>
  );
}
