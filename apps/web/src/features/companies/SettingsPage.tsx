import { useNavigate, useParams } from 'react-router';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { FullScreenSpinner } from '../../shared/FullScreenSpinner.tsx';
import { useMe } from '../../shared/me.ts';
import { paths } from '../../shared/paths.ts';
import { CompanyTab } from './components/CompanyTab.tsx';
import { TokensTab } from './components/TokensTab.tsx';
import { UsersTab } from './components/UsersTab.tsx';

const tabs = [
  { value: 'company', label: 'Компания' },
  { value: 'users', label: 'Сотрудники' },
  { value: 'tokens', label: 'Токены WB' },
] as const;

export default function SettingsPage() {
  const navigate = useNavigate();
  const { tab = 'company' } = useParams();
  const { selected, loading } = useMe();
  if (loading && !selected) return <FullScreenSpinner />;
  const current = tabs.some((item) => item.value === tab) ? tab : 'company';
  const isAdmin = selected?.isAdmin ?? false;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Настройки
      </Typography>
      <Tabs value={current} onChange={(_event, value: string) => navigate(paths.settingsTab(value))} sx={{ mb: 3 }}>
        {tabs.map((item) => (
          <Tab key={item.value} value={item.value} label={item.label} />
        ))}
      </Tabs>
      <Box>
        {current === 'company' && <CompanyTab isAdmin={isAdmin} />}
        {current === 'users' && <UsersTab isAdmin={isAdmin} />}
        {current === 'tokens' && selected && <TokensTab isAdmin={isAdmin} companyId={selected.id} />}
      </Box>
    </>
  );
}
