import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { checkWbToken, checkWbTokens, WbTokenFormatError } from '../src/index.ts';

describe('checkWbToken', () => {
  let wb: WbEmulator;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 9, anchorDate: '2026-11-20' });
  });
  afterAll(() => wb.close());

  it('a personal token with every category unlocks the whole product', () => {
    const check = checkWbToken(
      wb.issueToken({
        type: 'personal',
        categories: ['content', 'prices', 'statistics', 'finance', 'marketplace', 'supplies', 'promotion'],
      }),
    );
    expect(check).toMatchObject({ tokenType: 'Персональный', isReading: false, valid: true, problems: [] });
    expect(check.methods).toEqual([
      'cards',
      'prices',
      'orders',
      'sales',
      'reports',
      'reportList',
      'fbs',
      'fbo',
      'adverts',
      'advertsManage',
      'tariffs',
    ]);
    expect(check.token).toMatch(/^.{8}….{6}$/);
  });

  it('says which parts a missing category closes', () => {
    const check = checkWbToken(wb.issueToken({ type: 'personal', categories: ['statistics'] }));
    expect(check.methods).toEqual(['orders', 'sales', 'tariffs']);
    expect(check.problems).toContain(
      'Отчёты о реализации, список отчётов о реализации недоступны: у токена нет категории «Финансы».',
    );
  });

  it('a basic token cannot list finance reports; a read-only one cannot manage adverts', () => {
    const basic = checkWbToken(wb.issueToken({ type: 'basic', categories: ['finance', 'promotion'], readOnly: true }));
    expect(basic.methods).toEqual(['reports', 'adverts', 'tariffs']);
    expect(basic.isReading).toBe(true);
    expect(basic.problems).toEqual(
      expect.arrayContaining([
        'Список отчётов о реализации недоступен: нужен персональный или сервисный токен, а этот — базовый.',
        'Управление рекламой недоступно: токен только для чтения.',
      ]),
    );
  });

  it('an expired token unlocks nothing', () => {
    const check = checkWbToken(wb.issueToken({ type: 'personal', categories: ['content'], expiresInDays: -2 }));
    expect(check.valid).toBe(false);
    expect(check.methods).toEqual([]);
    expect(check.problems[0]).toMatch(/^Срок действия токена истёк \d\d\.\d\d\.\d{4}: создайте новый\.$/);
  });

  it('a sandbox token is not for a shop', () => {
    const check = checkWbToken(wb.issueToken({ type: 'test', categories: ['content'] }));
    expect(check).toMatchObject({ tokenType: 'Тестовый', valid: false, methods: [] });
  });

  it('warns two weeks before expiry', () => {
    const check = checkWbToken(wb.issueToken({ type: 'service', categories: ['content'], expiresInDays: 5 }));
    expect(check.valid).toBe(true);
    expect(check.problems.at(-1)).toMatch(/^Токен истекает .*: заранее создайте новый\.$/);
  });

  it('refuses a garbage string with a clear error', () => {
    expect(() => checkWbToken('not a token')).toThrowError(WbTokenFormatError);
  });

  it('answers every token type and category mix without a crash', () => {
    const mixes: Parameters<WbEmulator['issueToken']>[0]['categories'][] = [
      [],
      ['content'],
      ['prices', 'statistics'],
      ['marketplace', 'supplies'],
      ['finance', 'promotion', 'content'],
    ];
    const expected = { personal: 'Персональный', service: 'Сервисный', basic: 'Базовый', test: 'Тестовый' } as const;
    for (const type of ['personal', 'service', 'basic', 'test'] as const) {
      for (const categories of mixes) {
        for (const readOnly of [false, true]) {
          const check = checkWbToken(wb.issueToken({ type, categories, readOnly }));
          expect(check.tokenType).toBe(expected[type]);
          expect(check.isReading).toBe(readOnly);
          expect(check.valid).toBe(type !== 'test');
          // Each part the product offers is either unlocked or explained.
          if (type !== 'test' && categories.length === 0) expect(check.methods).toEqual(['tariffs']);
          if (readOnly && type !== 'test') expect(check.methods).not.toContain('advertsManage');
        }
      }
    }
  });

  it('checks a list at once and names which one is not a token', () => {
    const good = wb.issueToken({ type: 'personal', categories: ['content'] });
    expect(checkWbTokens([good, good]).map((check) => check.valid)).toEqual([true, true]);
    expect(() => checkWbTokens([good, 'garbage'])).toThrowError(/^token #2:/);
    try {
      checkWbTokens([good, 'garbage']);
    } catch (error) {
      expect((error as WbTokenFormatError).userMessage).toMatch(/^Токен №2: /);
    }
  });

  it('refuses every kind of garbage with a Russian message, never a crash', () => {
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const garbage = [
      '',
      '   ',
      'a.b',
      'a.b.c.d',
      'abc.$$$.def',
      `${json({ alg: 'ES256' })}.${Buffer.from('not json').toString('base64url')}.sig`,
      `${json({ alg: 'ES256' })}.${json(42)}.sig`,
      `${json({ alg: 'ES256' })}.${json({ acc: 4 })}.sig`,
      `${json({ alg: 'ES256' })}.${json({ acc: 99, s: 1 })}.sig`,
    ];
    for (const token of garbage) {
      let failure: unknown;
      try {
        checkWbToken(token);
      } catch (error) {
        failure = error;
      }
      expect(failure, token).toBeInstanceOf(WbTokenFormatError);
      expect((failure as WbTokenFormatError).userMessage, token).toMatch(/[А-Яа-я]/);
    }
  });
});
