import { UnderConstructionPage } from '../../shared/UnderConstructionPage.tsx';

export default function SettingsPage() {
  return <UnderConstructionPage title="Настройки" />;
}
