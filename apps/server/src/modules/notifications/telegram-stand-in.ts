import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Telegram's Bot API on 127.0.0.1 (getMe, sendMessage, getUpdates), for tests and demo mode:
// it keeps what the bot sent, takes messages "from people" (demoUserMessage), and can be told to answer 429
// with retry_after or 403 (a person blocked the bot).

export interface SentMessage {
  token: string;
  chatId: number;
  text: string;
}

export interface TelegramStandIn {
  url: string;
  sent: SentMessage[];
  /** A person writes `text` to the bot of `token` from `chatId`. */
  userWrites(token: string, chatId: number, text: string): void;
  /** The next `times` sendMessage calls answer 429 with retry_after. */
  rateLimitNext(times: number, retryAfter: number): void;
  /** This chat has blocked the bot: sendMessage answers 403. */
  block(chatId: number): void;
  close(): Promise<void>;
}

const TOKEN = /^\d+:[A-Za-z0-9_-]+$/;

export async function startTelegramStandIn(): Promise<TelegramStandIn> {
  const sent: SentMessage[] = [];
  const updates = new Map<string, { update_id: number; message: { chat: { id: number }; text: string } }[]>();
  const blocked = new Set<number>();
  let limited = { times: 0, retryAfter: 0 };
  let nextUpdateId = 1;

  const reply = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, code: number, description: string, parameters?: object) =>
    reply(res, code, { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}) as Record<string, unknown>;
    if (!match) return fail(res, 404, 'Not Found');
    const [, token, method] = match as unknown as [string, string, string];
    if (!TOKEN.test(token)) return fail(res, 401, 'Unauthorized');
    const queue = updates.get(token) ?? [];
    updates.set(token, queue);
    switch (method) {
      case 'getMe':
        return reply(res, 200, {
          ok: true,
          result: { id: Number(token.split(':')[0]), is_bot: true, username: 'seller_helper_demo_bot' },
        });
      case 'sendMessage': {
        const chatId = Number(body.chat_id);
        if (limited.times > 0) {
          limited.times -= 1;
          return fail(res, 429, `Too Many Requests: retry after ${limited.retryAfter}`, {
            retry_after: limited.retryAfter,
          });
        }
        if (blocked.has(chatId)) return fail(res, 403, 'Forbidden: bot was blocked by the user');
        sent.push({ token, chatId, text: String(body.text) });
        return reply(res, 200, {
          ok: true,
          result: { message_id: sent.length, chat: { id: chatId }, text: body.text },
        });
      }
      case 'getUpdates': {
        const offset = Number(body.offset ?? 0);
        // As Telegram does: asking from an offset confirms the updates before it.
        updates.set(
          token,
          queue.filter((u) => u.update_id >= offset),
        );
        return reply(res, 200, { ok: true, result: updates.get(token) });
      }
      case 'demoUserMessage':
        queue.push({
          update_id: nextUpdateId++,
          message: { chat: { id: Number(body.chat_id) }, text: String(body.text) },
        });
        return reply(res, 200, { ok: true, result: true });
      default:
        return fail(res, 404, 'Not Found: method not found');
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 400, 'Bad Request'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    userWrites: (token, chatId, text) => {
      const queue = updates.get(token) ?? [];
      queue.push({ update_id: nextUpdateId++, message: { chat: { id: chatId }, text } });
      updates.set(token, queue);
    },
    rateLimitNext: (times, retryAfter) => {
      limited = { times, retryAfter };
    },
    block: (chatId) => blocked.add(chatId),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Our client's kept-alive connections would hold the close open.
        server.closeAllConnections();
      }),
  };
}
