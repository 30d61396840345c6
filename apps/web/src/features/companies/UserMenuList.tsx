import { useNavigate } from 'react-router';
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Radio } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { useMe } from '../../shared/me.ts';
import { paths } from '../../shared/paths.ts';
import { session } from '../../shared/session.ts';
import { useSignOut } from '../../shared/use-sign-out.ts';

/** The open user menu: settings, the company list, adding a company, signing out. */
export function UserMenuList({ anchor, close, onAdd }: { anchor: HTMLElement; close(): void; onAdd(): void }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { me } = useMe();

  // docs/api-contract.md, «Session»: switching stores the id, clears the token, logs out and returns to sign-in.
  const switchTo = async (companyId: string) => {
    close();
    session.setCompanyId(companyId);
    await signOut();
  };

  return (
    <Menu anchorEl={anchor} open onClose={close}>
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
          onAdd();
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
  );
}
