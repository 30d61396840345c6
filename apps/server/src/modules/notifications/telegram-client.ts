// Our small client of Telegram's Bot API: POST JSON to {base}/bot{token}/{method}. The token is in the
// address, so no error of ours carries the address, and nothing here logs.

/** Telegram refused or could not be reached: `status` is Telegram's error_code (0: no answer). */
export class TelegramError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Seconds Telegram asks to wait (429). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

export interface TelegramUpdate {
  update_id: number;
  message?: { chat: { id: number }; text?: string };
}

interface Answer<T> {
  ok: boolean;
  result?: T;
  description?: string;
  error_code?: number;
  parameters?: { retry_after?: number };
}

const TIMEOUT_MS = 15_000;

export function telegramClient(baseUrl: string, token: string) {
  async function call<T>(method: string, body: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}/bot${token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new TelegramError('Telegram не ответил', 0);
    }
    const answer = (await response.json().catch(() => ({ ok: false }))) as Answer<T>;
    if (!answer.ok) {
      throw new TelegramError(
        answer.description ?? `Telegram ответил ${response.status}`,
        answer.error_code ?? response.status,
        answer.parameters?.retry_after ?? null,
      );
    }
    return answer.result as T;
  }
  return {
    getMe: () => call<{ id: number; username: string }>('getMe', {}),
    sendMessage: (chatId: number, text: string) =>
      call<{ message_id: number }>('sendMessage', {
        chat_id: chatId,
        text,
        link_preview_options: { is_disabled: true },
      }),
    /** Updates from `offset` on, without waiting (the minute job asks again). */
    getUpdates: (offset: number) =>
      call<TelegramUpdate[]>('getUpdates', { offset, timeout: 0, allowed_updates: ['message'] }),
    /** Demo only: the stand-in takes a message as if the person wrote it to the bot. */
    demoUserMessage: (chatId: number, text: string) => call<true>('demoUserMessage', { chat_id: chatId, text }),
  };
}

export type TelegramClient = ReturnType<typeof telegramClient>;
