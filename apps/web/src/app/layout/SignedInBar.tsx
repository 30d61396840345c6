import { UserMenu } from '../../features/companies/UserMenu.tsx';
import { TopNav } from './TopNav.tsx';

/** The top bar with the user menu: its own chunk, so the sign-in screen loads without it. */
export default function SignedInBar() {
  return <TopNav userMenu={<UserMenu />} />;
}
