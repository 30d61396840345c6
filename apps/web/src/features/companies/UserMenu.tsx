import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Avatar,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Radio,
} from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { AddCompanyDialog } from '../../shared/company-form/index.ts';
import { useMe } from '../../shared/me.ts';
import { paths } from '../../shared/paths.ts';
import { session } from '../../shared/session.ts';
import { useSignOut } from '../../shared/use-sign-out.ts';

/** The user menu (docs/api-contract.md, «The web app around the contract»): settings, the company list, adding a company, signing out. */
export function UserMenu() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { me } = useMe();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [adding, setAdding] = useState(false);
  const close = () => setAnchor(null);

  // docs/api-contract.md, «Session»: switching stores the id, clears the token, logs out and returns to sign-in.
  const switchTo = async (companyId: string) => {
    close();
    session.setCompanyId(companyId);
    await signOut();
  };

  return (
    <>
      <IconButton color="inherit" aria-label="Меню пользователя" onClick={(event) => setAnchor(event.currentTarget)}>
        <Avatar src={me?.picture ?? undefined} alt={me?.name} sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>
          {me?.name.slice(0, 1)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {me && <ListSubheader sx={{ lineHeight: 2.5 }}>{me.name || me.email}</ListSubheader>}
        <MenuItem
          onClick={() => {
            close();
            navigate(paths.settings);
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          Настройки
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }}>Компании</ListSubheader>
        {me?.companies.map((company) => (
          <MenuItem
            key={company.id}
            selected={company.selected}
            onClick={() => (company.selected ? close() : void switchTo(company.id))}
          >
            <Radio
              size="small"
              checked={company.selected}
              sx={{ p: 0, mr: 1 }}
              inputProps={{ 'aria-label': company.name }}
            />
            <ListItemText primary={company.name} secondary={company.isAdmin ? 'администратор' : undefined} />
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            setAdding(true);
          }}
        >
          <ListItemIcon>
            <AddBusinessIcon fontSize="small" />
          </ListItemIcon>
          Добавить компанию
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Выход
        </MenuItem>
      </Menu>
      <AddCompanyDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
