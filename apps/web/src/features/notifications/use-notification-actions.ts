import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import type { NotificationSettingsInput } from '../../gql/graphql.ts';
import {
  CHECK_TELEGRAM_LINK,
  CLEAR_TELEGRAM_BOT,
  DEMO_TELEGRAM_START,
  SET_NOTIFICATION_SETTINGS,
  SET_TELEGRAM_BOT,
  TELEGRAM_LINK_CODE,
  UNLINK_TELEGRAM,
} from './notifications.graphql.ts';

/** Runs a mutation with its notice; answers the data, or null when it failed (the notice says why). */
async function withNotice<T extends Record<string, { message: string } | undefined>>(
  run: () => Promise<{ data?: T | null }>,
  field: keyof T,
  failed: string,
): Promise<T | null> {
  try {
    const answer = await run();
    toast.success(doneMessage(answer.data?.[field]?.message, 'Готово'));
    return answer.data ?? null;
  } catch (error) {
    toast.error(userMessage(error, failed));
    return null;
  }
}

/** The tab's actions: each answer carries the person's settings, which replace the cached ones. */
export function useNotificationActions() {
  const [save, saving] = useMutation(SET_NOTIFICATION_SETTINGS);
  const [setBot, settingBot] = useMutation(SET_TELEGRAM_BOT);
  const [clearBot] = useMutation(CLEAR_TELEGRAM_BOT);
  const [code, gettingCode] = useMutation(TELEGRAM_LINK_CODE);
  const [check, checking] = useMutation(CHECK_TELEGRAM_LINK);
  const [unlink] = useMutation(UNLINK_TELEGRAM);
  const [demoStart, demoSending] = useMutation(DEMO_TELEGRAM_START);
  return {
    saveSettings: (data: NotificationSettingsInput) =>
      withNotice(
        () => save({ variables: { data } }),
        'setNotificationSettings',
        'Не удалось сохранить настройки уведомлений',
      ),
    setBot: (token: string) =>
      withNotice(() => setBot({ variables: { token } }), 'setTelegramBot', 'Не удалось подключить бота'),
    clearBot: () => withNotice(() => clearBot(), 'clearTelegramBot', 'Не удалось отключить бота'),
    linkCode: () => withNotice(() => code(), 'telegramLinkCode', 'Не удалось получить код'),
    checkLink: () => withNotice(() => check(), 'checkTelegramLink', 'Не удалось проверить привязку'),
    unlink: () => withNotice(() => unlink(), 'unlinkTelegram', 'Не удалось отвязать чат'),
    demoStart: (value: string) =>
      withNotice(() => demoStart({ variables: { code: value } }), 'demoTelegramStart', 'Не удалось отправить код боту'),
    busy: saving.loading || settingBot.loading || gettingCode.loading || checking.loading || demoSending.loading,
  };
}
