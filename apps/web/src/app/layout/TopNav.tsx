import { useState, type MouseEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { AppBar, Box, Button, IconButton, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../shared/paths.ts';
import { navItems } from './nav-items.ts';

/** The top bar of a signed-in user: sections as links, collapsing into a menu on small screens. */
export function TopNav({ userMenu }: { userMenu: ReactNode }) {
  const location = useLocation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const isActive = (to: string) => location.pathname === to || location.pathname.startsWith(`${to}/`);

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Открыть меню разделов"
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          onClick={(event: MouseEvent<HTMLElement>) => setMenuAnchor(event.currentTarget)}
        >
          <MenuIcon />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          {navItems.map((item) => (
            <MenuItem
              key={item.to}
              component={NavLink}
              to={item.to}
              selected={isActive(item.to)}
              onClick={() => setMenuAnchor(null)}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
        <Typography
          component={NavLink}
          to={paths.main}
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}
        >
          Seller Helper
        </Typography>
        <Box component="nav" aria-label="Разделы" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {navItems.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              color="inherit"
              sx={{
                whiteSpace: 'nowrap',
                borderBottom: 2,
                borderColor: isActive(item.to) ? 'common.white' : 'transparent',
                borderRadius: 0,
              }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {userMenu}
      </Toolbar>
    </AppBar>
  );
}
