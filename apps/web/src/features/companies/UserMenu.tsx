import { lazy, Suspense, useState } from 'react';
import { Avatar, IconButton } from '@mui/material';
import { useMe } from '../../shared/me.ts';

// The menu's items come when it is first opened: every screen's top bar carries only the button.
const UserMenuList = lazy(() => import('./UserMenuList.tsx').then((module) => ({ default: module.UserMenuList })));
// So does the dialog for adding a company, when it is first asked for.
const AddCompanyDialog = lazy(() =>
  import('../../shared/company-form/AddCompanyDialog.tsx').then((module) => ({ default: module.AddCompanyDialog })),
);

/** The user menu (docs/api-contract.md, «The web app around the contract»): settings, the company list, adding a company, signing out. */
export function UserMenu() {
  const { me } = useMe();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [adding, setAdding] = useState(false);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton color="inherit" aria-label="Меню пользователя" onClick={(event) => setAnchor(event.currentTarget)}>
        <Avatar src={me?.picture ?? undefined} alt={me?.name} sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>
          {me?.name.slice(0, 1)}
        </Avatar>
      </IconButton>
      <Suspense fallback={null}>
        {anchor && <UserMenuList anchor={anchor} close={close} onAdd={() => setAdding(true)} />}
        {adding && <AddCompanyDialog open onClose={() => setAdding(false)} />}
      </Suspense>
    </>
  );
}
