import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { checkWbTokens, decodeWbToken, verifyWbToken, WbTokenFormatError } from '../src/index.ts';

describe('verifyWbToken', () => {
  let wb: WbEmulator;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 9, anchorDate: '2026-11-20' });
  });
  afterAll(() => wb.close());

  it('a personal token with every category unlocks the whole product', () => {
    const check = verifyWbToken(
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
    const check = verifyWbToken(wb.issueToken({ type: 'personal', categories: ['statistics'] }));
    expect(check.methods).toEqual(['orders', 'sales', 'tariffs']);
    expect(check.problems).toContain(
      'Отчёты о реализации, список отчётов о реализации недоступны: у токена нет категории «Финансы».',
    );
  });

  it('a basic token cannot list finance reports; a read-only one cannot manage adverts', () => {
    const basic = verifyWbToken(wb.issueToken({ type: 'basic', categories: ['finance', 'promotion'], readOnly: true }));
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
    const check = verifyWbToken(wb.issueToken({ type: 'personal', categories: ['content'], expiresInDays: -2 }));
    expect(check.valid).toBe(false);
    expect(check.methods).toEqual([]);
    expect(check.problems[0]).toMatch(/^Срок действия токена истёк \d\d\.\d\d\.\d{4}: создайте новый\.$/);
  });

  it('a sandbox token is not for a shop', () => {
    const check = verifyWbToken(wb.issueToken({ type: 'test', categories: ['content'] }));
    expect(check).toMatchObject({ tokenType: 'Тестовый', valid: false, methods: [] });
  });

  it('warns two weeks before expiry', () => {
    const check = verifyWbToken(wb.issueToken({ type: 'service', categories: ['content'], expiresInDays: 5 }));
    expect(check.valid).toBe(true);
    expect(check.problems.at(-1)).toMatch(/^Токен истекает .*: заранее создайте новый\.$/);
  });

  it('refuses a garbage string with a clear error', () => {
    expect(() => verifyWbToken('not a token')).toThrowError(WbTokenFormatError);
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
          const check = verifyWbToken(wb.issueToken({ type, categories, readOnly }));
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
        verifyWbToken(token);
      } catch (error) {
        failure = error;
      }
      expect(failure, token).toBeInstanceOf(WbTokenFormatError);
      expect((failure as WbTokenFormatError).userMessage, token).toMatch(/[А-Яа-я]/);
    }
  });

  it('answers the contract’s fields for every token type: masked token, type, expiry, methods, read-only', () => {
    const titles = { personal: 'Персональный', service: 'Сервисный', basic: 'Базовый', test: 'Тестовый' } as const;
    for (const type of ['personal', 'service', 'basic', 'test'] as const) {
      const token = wb.issueToken({ type, categories: ['finance'], readOnly: type === 'service' });
      const check = verifyWbToken(token);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
      expect(check).toMatchObject({
        token: `${token.slice(0, 8)}…${token.slice(-6)}`,
        tokenType: titles[type],
        type,
        exp: new Date(claims.exp * 1000).toISOString(),
        isReading: type === 'service',
      });
      expect(check.token).not.toContain(token.slice(8, -6));
    }
  });

  it.each([
    [
      ['content', 'prices'],
      ['cards', 'prices', 'tariffs'],
      ['Статистика', 'Финансы', 'Маркетплейс', 'Поставки', 'Продвижение'],
    ],
    [
      ['marketplace', 'supplies'],
      ['fbs', 'fbo', 'tariffs'],
      ['Контент', 'Цены и скидки', 'Статистика', 'Финансы', 'Продвижение'],
    ],
    [
      ['statistics', 'finance'],
      ['orders', 'sales', 'reports', 'reportList', 'tariffs'],
      ['Контент', 'Цены и скидки', 'Маркетплейс', 'Поставки', 'Продвижение'],
    ],
    [
      ['promotion'],
      ['adverts', 'advertsManage', 'tariffs'],
      ['Контент', 'Цены и скидки', 'Статистика', 'Финансы', 'Маркетплейс', 'Поставки'],
    ],
    // Categories the product does not use unlock nothing more than tariffs.
    [
      ['questions', 'chat', 'analytics'],
      ['tariffs'],
      ['Контент', 'Цены и скидки', 'Статистика', 'Финансы', 'Маркетплейс', 'Поставки', 'Продвижение'],
    ],
  ] as const)('a personal token with %j unlocks %j and names each missing category', (categories, methods, missing) => {
    const check = verifyWbToken(wb.issueToken({ type: 'personal', categories: [...categories] }));
    expect(check.methods).toEqual(methods);
    expect(check.valid).toBe(true);
    expect(check.problems.map((p) => /«(.+)»/.exec(p)?.[1])).toEqual(missing);
  });

  it('a service token lists finance reports as a personal one does; a basic one cannot', () => {
    const categories = ['finance'] as const;
    expect(verifyWbToken(wb.issueToken({ type: 'service', categories: [...categories] })).methods).toContain(
      'reportList',
    );
    expect(verifyWbToken(wb.issueToken({ type: 'basic', categories: [...categories] })).methods).toEqual([
      'reports',
      'tariffs',
    ]);
  });

  it('every type expires: valid until the expiry instant, nothing after it', () => {
    for (const type of ['personal', 'service', 'basic'] as const) {
      const token = wb.issueToken({ type, categories: ['content'], expiresInDays: 30 });
      const expiry = decodeWbToken(token).expiresAt!;
      expect(verifyWbToken(token, new Date(expiry.getTime() - 1)).valid).toBe(true);
      const expired = verifyWbToken(token, expiry);
      expect(expired).toMatchObject({ valid: false, methods: [], exp: expiry.toISOString() });
      expect(expired.problems).toEqual([
        `Срок действия токена истёк ${expiry.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })}: создайте новый.`,
      ]);
    }
  });

  it('takes a token pasted with "Bearer " or spaces around it', () => {
    const token = wb.issueToken({ type: 'personal', categories: ['content'] });
    expect(verifyWbToken(`Bearer ${token}`)).toEqual(verifyWbToken(token));
    expect(verifyWbToken(`  ${token}\n`)).toEqual(verifyWbToken(token));
  });

  it('a list: expired and sandbox tokens are answered, not thrown; one garbage string alone keeps its own message', () => {
    const good = wb.issueToken({ type: 'personal', categories: ['content'] });
    const expired = wb.issueToken({ type: 'basic', categories: ['content'], expiresInDays: -1 });
    const sandbox = wb.issueToken({ type: 'test', categories: ['content'] });
    expect(checkWbTokens([good, expired, sandbox]).map((c) => [c.tokenType, c.valid])).toEqual([
      ['Персональный', true],
      ['Базовый', false],
      ['Тестовый', false],
    ]);
    expect(checkWbTokens([])).toEqual([]);
    expect(() => checkWbTokens(['garbage'])).toThrowError(/^a token has three/);
  });

  it('more garbage: a JWT of another service, odd claims, a huge string', () => {
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const header = json({ alg: 'HS256', typ: 'JWT' });
    const garbage = [
      `${header}.${json({ sub: '1234567890', name: 'John Doe', iat: 1516239022 })}.sig`, // a JWT without WB's claims
      `${header}.${json({})}.sig`,
      `${header}.${json(null)}.sig`,
      `${header}.${json([])}.sig`,
      `${header}.${json({ acc: 4, s: -1 })}.sig`,
      `${header}.${json({ acc: 4, s: 1.5 })}.sig`,
      `${header}.${json({ acc: 4, s: '1026' })}.sig`,
      `${header}.${json({ acc: '4', s: 1026 })}.sig`,
      `${header}.${Buffer.from('hello').toString('base64url')}.sig`, // base64 of text that is no JSON
      `${header}.${json({ acc: 4, s: 1026 })}`, // the signature cut off
      `${header}.${json({ acc: 4, s: 1026 })}.sig extra`,
      'Bearer ',
      'ё'.repeat(1_000_000),
      `${'a'.repeat(500_000)}.${'b'.repeat(500_000)}.c`,
    ];
    for (const token of garbage) {
      const label = token.slice(0, 60);
      expect(() => verifyWbToken(token), label).toThrowError(WbTokenFormatError);
      try {
        verifyWbToken(token);
      } catch (error) {
        expect((error as WbTokenFormatError).userMessage, label).toMatch(/^Это не токен WB API/);
        expect((error as WbTokenFormatError).details, label).not.toBe('');
      }
    }
  });
});
