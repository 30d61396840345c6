import { UnderConstructionPage } from '../under-construction/UnderConstructionPage.tsx';

export default function SettingsPage() {
  return <UnderConstructionPage title="Настройки" />;
}
