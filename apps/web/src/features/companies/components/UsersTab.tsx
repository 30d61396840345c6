import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { LoadFailed } from '../../../shared/data-screen/index.ts';
import { COMPANY_INVITES, COMPANY_USERS, MEMBERS_SET_PRICES } from '../companies.graphql.ts';
import { useMembersSetPrices } from '../use-members-set-prices.ts';
import { useInvite } from '../use-invite.ts';
import { useRevokeInvite } from '../use-revoke-invite.ts';
import { formatMoscowDay } from '../../../shared/moscow-time.ts';

/** docs/api-contract.md, «Rules every client meets»: the standard address pattern, case-insensitive. */
const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

export function UsersTab({ isAdmin }: { isAdmin: boolean }) {
  const users = useQuery(COMPANY_USERS);
  const invites = useQuery(COMPANY_INVITES, { skip: !isAdmin });
  const { sendInvite: invite, inviting } = useInvite();
  const revoke = useRevokeInvite();
  const rights = useQuery(MEMBERS_SET_PRICES);
  const { setAllowed, saving } = useMembersSetPrices();
  const [email, setEmail] = useState('');
  const emailError = email !== '' && !EMAIL_PATTERN.test(email.trim());

  const sendInvite = async () => {
    if (await invite(email.trim())) setEmail('');
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 600 }}>
      {!isAdmin && (
        <Alert severity="info">
          Приглашать сотрудников и отзывать приглашения может только администратор компании.
        </Alert>
      )}
      <Paper variant="outlined">
        <Typography variant="h6" sx={{ px: 2, pt: 2 }}>
          Сотрудники
        </Typography>
        {users.error && (
          <Box sx={{ px: 2, pt: 2 }}>
            <LoadFailed
              error={users.error}
              failed="Не удалось загрузить сотрудников"
              onRetry={() => void users.refetch()}
            />
          </Box>
        )}
        {users.loading && !users.data && (
          <Typography color="text.secondary" sx={{ px: 2, pt: 1 }}>
            Загружаем…
          </Typography>
        )}
        <List>
          {users.data?.companyUsers.map((user) => (
            <ListItem
              key={user.id}
              secondaryAction={user.isAdmin ? <Chip size="small" label="администратор" color="primary" /> : null}
            >
              <ListItemText primary={user.name || user.email} secondary={user.email} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Права сотрудников
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={rights.data?.company.membersSetPrices ?? false}
              disabled={!isAdmin || saving || !rights.data}
              onChange={(event) => void setAllowed(event.target.checked)}
            />
          }
          label="Сотрудники могут менять цены в WB и добавлять товары в акции"
        />
        <Typography variant="body2" color="text.secondary">
          Администратор может это всегда. Видеть цены, журнал цен и акции могут все сотрудники.
        </Typography>
      </Paper>
      {isAdmin && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" gutterBottom>
            Пригласить сотрудника
          </Typography>
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!emailError && email) void sendInvite();
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              label="Электронная почта"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError}
              helperText={
                emailError ? 'Введите адрес в формате name@example.com' : 'Компания появится у сотрудника после входа'
              }
              size="small"
              sx={{ flexGrow: 1 }}
            />
            <Button type="submit" variant="contained" disabled={!email || emailError || inviting}>
              Пригласить
            </Button>
          </Box>
          {Boolean(invites.data?.companyInvites.length) && (
            <>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                Ожидают входа
              </Typography>
              <List dense>
                {invites.data!.companyInvites.map((pending) => (
                  <ListItem
                    key={pending.id}
                    secondaryAction={
                      <Tooltip title="Отозвать приглашение">
                        <IconButton
                          edge="end"
                          aria-label={`Отозвать приглашение ${pending.email}`}
                          onClick={() => void revoke(pending.id)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    }
                  >
                    <ListItemText
                      primary={pending.email}
                      secondary={`приглашён ${formatMoscowDay(pending.createdAt)}`}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Paper>
      )}
    </Stack>
  );
}
