import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { doneMessage, NO_CONNECTION, userMessage } from './errors.ts';

const graphqlError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: code ? { code } : {} }] });

describe('userMessage', () => {
  it('says the server cannot be reached when fetch got no answer', () => {
    expect(userMessage(new TypeError('Failed to fetch'), 'Не удалось обновить данные')).toBe(NO_CONNECTION);
  });

  it('shows the server message meant for the person as it is', () => {
    expect(userMessage(graphqlError('Цена: не больше 1 000 000 ₽', 'BAD_USER_INPUT'), 'Не удалось')).toBe(
      'Цена: не больше 1 000 000 ₽',
    );
    expect(userMessage(graphqlError('Только администратор компании', 'FORBIDDEN'), 'Не удалось')).toBe(
      'Только администратор компании',
    );
    // WB's refusal of a campaign change names the products and why: the seller must read it.
    const refusal = 'WB не принял изменение у товаров: 101 (WB отклонил запрос (код 409)); ничего не изменено.';
    expect(userMessage(graphqlError(refusal, 'WB_REFUSED'), 'Не удалось исключить фразы')).toBe(refusal);
    // An overloaded server asks to retry: better than «failed, tell the administrator».
    const busy = 'Сервер сейчас перегружен и не дождался базы данных: повторите через несколько секунд.';
    expect(userMessage(graphqlError(busy, 'SERVER_BUSY'), 'Не удалось')).toBe(busy);
  });

  it('hides internal and unknown server errors behind a Russian sentence led by what failed', () => {
    const masked = userMessage(
      graphqlError('Unexpected error.', 'INTERNAL_SERVER_ERROR'),
      'Не удалось загрузить тарифы',
    );
    expect(masked).toMatch(/^Не удалось загрузить тарифы\. Сервер не смог/);
    expect(userMessage(graphqlError('Cannot query field "x"'), 'Не удалось')).not.toContain('Cannot');
    const http = new ServerError('Response not successful', {
      response: new Response('', { status: 502 }),
      bodyText: 'Bad Gateway',
    });
    expect(userMessage(http, 'Не удалось сохранить')).toMatch(/^Не удалось сохранить\. Сервер не смог/);
  });

  it('an empty readable message falls back to the sentence', () => {
    expect(userMessage(graphqlError('  ', 'BAD_USER_INPUT'), 'Не удалось сохранить')).toMatch(
      /^Не удалось сохранить\./,
    );
  });

  it('a local failure says only what failed', () => {
    expect(userMessage(new Error('boom'), 'Не удалось выгрузить таблицу в Excel')).toBe(
      'Не удалось выгрузить таблицу в Excel.',
    );
  });
});

describe('doneMessage', () => {
  it('never leaves a success toast empty', () => {
    expect(doneMessage('', 'Сохранено')).toBe('Сохранено');
    expect(doneMessage(undefined, 'Сохранено')).toBe('Сохранено');
    expect(doneMessage('Настройки сохранены', 'Сохранено')).toBe('Настройки сохранены');
  });
});
