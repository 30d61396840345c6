import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { AddCompanyDialog } from '../../../shared/company-form/index.ts';
import { LoadFailed } from '../../../shared/data-screen/index.ts';
import { MY_INVITES } from '../main.graphql.ts';
import { useAcceptInvite } from '../use-accept-invite.ts';
import { formatMoscowDay } from '../../../shared/moscow-time.ts';

/**
 * A signed-in person with no company yet: a welcome, «Создать компанию», and the invites addressed
 * to them. Accepting one stores that company and asks them to sign in again, as switching does (docs/api-contract.md, «Session»).
 */
export function NoCompanyWelcome() {
  const [creating, setCreating] = useState(false);
  const invites = useQuery(MY_INVITES, { fetchPolicy: 'cache-and-network' });
  const { acceptInvite, accepting } = useAcceptInvite();

  const waiting = invites.data?.myInvites ?? [];
  return (
    <Stack spacing={2} sx={{ mb: 3, maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Добро пожаловать!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Чтобы видеть товары, заказы и прибыль, создайте свою компанию и сохраните в ней токены WB — или примите
          приглашение в компанию коллег.
        </Typography>
        <Button variant="contained" startIcon={<AddBusinessIcon />} onClick={() => setCreating(true)}>
          Создать компанию
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" gutterBottom>
          Приглашения
        </Typography>
        {invites.error && !invites.data && (
          <LoadFailed
            error={invites.error}
            failed="Не удалось загрузить приглашения"
            onRetry={() => void invites.refetch()}
          />
        )}
        {invites.data && waiting.length === 0 && (
          <Typography color="text.secondary">
            Приглашений пока нет: попросите администратора компании пригласить ваш адрес электронной почты.
          </Typography>
        )}
        {waiting.length > 0 && (
          <List disablePadding>
            {waiting.map((invite) => (
              <ListItem
                key={invite.id}
                disableGutters
                secondaryAction={
                  <Button variant="outlined" disabled={accepting} onClick={() => void acceptInvite(invite.id)}>
                    Принять
                  </Button>
                }
              >
                <ListItemText
                  primary={invite.companyName}
                  secondary={`приглашение от ${formatMoscowDay(invite.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <AddCompanyDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
