import { UserMenu } from '../../features/companies/UserMenu.tsx';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { useMe } from '../../shared/me.ts';
import { TopNav } from './TopNav.tsx';

/** The top bar with the bell (in a company) and the user menu: its own chunk, so the sign-in screen loads without it. */
export default function SignedInBar() {
  const { selected } = useMe();
  return (
    <TopNav
      userMenu={
        <>
          {selected && <NotificationBell key={selected.id} />}
          <UserMenu />
        </>
      }
    />
  );
}
