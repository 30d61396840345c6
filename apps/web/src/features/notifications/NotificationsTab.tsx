import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { LoadFailed } from '../../shared/data-screen/index.ts';
import { formatMoscowDateTime } from '../../shared/moscow-time.ts';
import type { NotificationChannel, NotificationSettingsFieldsFragment } from '../../gql/graphql.ts';
import { NOTIFICATION_SETTINGS } from './notifications.graphql.ts';
import { useNotificationActions } from './use-notification-actions.ts';

const CHANNEL_TITLES: Record<NotificationChannel, string> = {
  app: 'В приложении',
  telegram: 'Telegram',
  email: 'Почта',
};
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** «Уведомления»: what each person gets by which channel, the company's bot and the person's chat. */
export function NotificationsTab({ isAdmin }: { isAdmin: boolean }) {
  const query = useQuery(NOTIFICATION_SETTINGS);
  const settings = query.data?.notificationSettings;
  if (query.error && !settings) {
    return (
      <LoadFailed
        error={query.error}
        failed="Не удалось загрузить настройки уведомлений"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!settings) return <LinearProgress aria-label="Загружаем настройки уведомлений" />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <TelegramPanel settings={settings} isAdmin={isAdmin} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Почта
        </Typography>
        {settings.emailAvailable ? (
          <Typography variant="body2">Письма приходят на {settings.emailAddress}.</Typography>
        ) : (
          <Alert severity="info">
            Почта выключена: на сервере не заданы настройки SMTP (SMTP_URL или SMTP_HOST, SMTP_PORT, SMTP_USER,
            SMTP_PASSWORD, SMTP_FROM). Их задаёт тот, кто запускает сервер.
          </Alert>
        )}
      </Paper>
      {/* Keyed by the saved settings: after a save the form starts again from what the server holds. */}
      <ChoicesForm key={JSON.stringify(settings)} settings={settings} />
    </Stack>
  );
}

function TelegramPanel({ settings, isAdmin }: { settings: NotificationSettingsFieldsFragment; isAdmin: boolean }) {
  const actions = useNotificationActions();
  const [token, setToken] = useState('');
  const [code, setCode] = useState<{ code: string; url: string } | null>(null);
  const bot = settings.telegramBotUsername;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" gutterBottom>
        Telegram
      </Typography>
      {!bot && !isAdmin && (
        <Alert severity="info">Бот Telegram ещё не подключён: его подключает администратор компании.</Alert>
      )}
      {bot && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Бот компании: @{bot}.
        </Typography>
      )}
      {isAdmin && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <TextField
            size="small"
            label={bot ? 'Новый токен бота' : 'Токен бота от @BotFather'}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            type="password"
            autoComplete="off"
            sx={{ flexGrow: 1 }}
            helperText="Хранится зашифрованным и больше не показывается."
          />
          <Button
            variant="contained"
            disabled={!token.trim() || actions.busy}
            onClick={() => void actions.setBot(token).then((done) => done && setToken(''))}
          >
            {bot ? 'Заменить бота' : 'Подключить бота'}
          </Button>
          {bot && (
            <Button color="error" onClick={() => void actions.clearBot()}>
              Отключить бота
            </Button>
          )}
        </Stack>
      )}
      {bot && settings.telegramLinked && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography variant="body2">Ваш чат привязан: уведомления приходят в Telegram.</Typography>
          <Button size="small" onClick={() => void actions.unlink()}>
            Отвязать чат
          </Button>
        </Stack>
      )}
      {bot && !settings.telegramLinked && (
        <Stack spacing={1}>
          {!code && (
            <Box>
              <Button
                variant="outlined"
                disabled={actions.busy}
                onClick={() => void actions.linkCode().then((answer) => answer && setCode(answer.telegramLinkCode))}
              >
                Привязать мой чат
              </Button>
            </Box>
          )}
          {code && (
            <>
              <Typography variant="body2">
                Отправьте боту @{bot} сообщение <b data-testid="telegram-code">/start {code.code}</b> (код действует 15
                минут) или откройте{' '}
                <a href={code.url} target="_blank" rel="noopener noreferrer">
                  ссылку на бота
                </a>
                , затем нажмите «Проверить».
              </Typography>
              <Stack direction="row" spacing={1}>
                {settings.demo && (
                  <Button variant="contained" disabled={actions.busy} onClick={() => void actions.demoStart(code.code)}>
                    Отправить код боту (демо)
                  </Button>
                )}
                <Button variant="outlined" disabled={actions.busy} onClick={() => void actions.checkLink()}>
                  Проверить
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      )}
      {settings.demo && bot && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" gutterBottom>
            Сообщения бота вам (демо-режим: бот — заглушка внутри сервера)
          </Typography>
          {settings.sentTelegram.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Бот ещё ничего не отправлял.
            </Typography>
          )}
          <Stack spacing={1} aria-label="Сообщения бота">
            {settings.sentTelegram.map((message) => (
              <Paper
                key={message.id}
                variant="outlined"
                sx={{ p: 1, whiteSpace: 'pre-line' }}
                data-testid="bot-message"
              >
                <Typography variant="caption" color="text.secondary">
                  {message.sentAt ? formatMoscowDateTime(message.sentAt) : ''}
                </Typography>
                <Typography variant="body2" data-testid="bot-message-text">
                  {message.message}
                </Typography>
                <Typography variant="caption" data-testid="bot-message-link">
                  {message.link}
                </Typography>
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}

function ChoicesForm({ settings }: { settings: NotificationSettingsFieldsFragment }) {
  const actions = useNotificationActions();
  const [choices, setChoices] = useState(
    () =>
      new Map<string, boolean>(
        settings.kinds.flatMap((k) => k.channels.map((c) => [`${k.kind}:${c.channel}`, c.enabled] as const)),
      ),
  );
  const [quietFrom, setQuietFrom] = useState(settings.quietFrom);
  const [quietTo, setQuietTo] = useState(settings.quietTo);
  const [digestHour, setDigestHour] = useState(settings.digestHour);
  const [repeat, setRepeat] = useState(settings.repeat);
  const channels: NotificationChannel[] = ['app', 'telegram', 'email'];
  const save = () =>
    void actions.saveSettings({
      quietFrom,
      quietTo,
      digestHour,
      repeat,
      choices: settings.kinds.flatMap((k) =>
        channels.map((channel) => ({ kind: k.kind, channel, enabled: choices.get(`${k.kind}:${channel}`) ?? true })),
      ),
    });
  const hourField = (label: string, value: number, set: (hour: number) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => set(Number(event.target.value))}
      sx={{ minWidth: 160 }}
    >
      {HOURS.map((hour) => (
        <MenuItem key={hour} value={hour}>
          {hourText(hour)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" gutterBottom>
        Что присылать
      </Typography>
      <Table size="small" aria-label="Уведомления по каналам">
        <TableHead>
          <TableRow>
            <TableCell>Событие</TableCell>
            {channels.map((channel) => (
              <TableCell key={channel} align="center">
                {CHANNEL_TITLES[channel]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {settings.kinds.map((k) => (
            <TableRow key={k.kind}>
              <TableCell>{k.title}</TableCell>
              {channels.map((channel) => {
                const key = `${k.kind}:${channel}`;
                return (
                  <TableCell key={channel} align="center">
                    <Switch
                      checked={choices.get(key) ?? true}
                      disabled={channel === 'email' && !settings.emailAvailable}
                      slotProps={{ input: { 'aria-label': `${k.title}: ${CHANNEL_TITLES[channel]}` } }}
                      onChange={(event) => setChoices(new Map(choices).set(key, event.target.checked))}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }} alignItems={{ md: 'center' }}>
        {hourField('Тихие часы с', quietFrom, setQuietFrom)}
        {hourField('до', quietTo, setQuietTo)}
        {hourField('Итоги дня в', digestHour, setDigestHour)}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Время московское. В тихие часы Telegram и почта ждут их конца; одинаковые «с» и «до» — без тихих часов.
      </Typography>
      <RadioGroup value={repeat} onChange={(event) => setRepeat(event.target.value as typeof repeat)} sx={{ mt: 1 }}>
        <FormControlLabel
          value="changes"
          control={<Radio />}
          label="Предупреждение — один раз, снова только когда оно изменится"
        />
        <FormControlLabel value="daily" control={<Radio />} label="Напоминать раз в день, пока предупреждение в силе" />
      </RadioGroup>
      <Button variant="contained" sx={{ mt: 1 }} disabled={actions.busy} onClick={save}>
        Сохранить
      </Button>
    </Paper>
  );
}
