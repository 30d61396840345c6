import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IconButton, Menu, MenuItem } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { paths } from '../../shared/paths.ts';
import { session } from '../../shared/session.ts';

export function UserMenu() {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton color="inherit" aria-label="Меню пользователя" onClick={(event) => setAnchor(event.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate(paths.settings);
          }}
        >
          Настройки
        </MenuItem>
        <MenuItem
          onClick={() => {
            session.clearAccessToken();
            navigate(paths.auth);
          }}
        >
          Выход
        </MenuItem>
      </Menu>
    </>
  );
}
