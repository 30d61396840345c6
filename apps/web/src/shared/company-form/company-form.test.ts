import { describe, expect, it } from 'vitest';
import { companySaveFailure, COMPANY_SAVE_FAILED } from './company-messages.ts';
import { companyFormSchema, emptyCompanyForm, onlyDigits } from './company-form-schema.ts';

const filled = {
  companyId: '190000077',
  shortName: 'ООО «Ромашка»',
  fullName: 'Общество с ограниченной ответственностью «Ромашка»',
  generalManager: 'Петров Пётр Петрович',
  currentAccount: '',
  shopName: '',
  address: 'г. Гродно, ул. Советская, 1',
};

describe('the company form', () => {
  it('keeps only the digits typed into УНП', () => {
    expect(onlyDigits('19x00000-77')).toBe('190000077');
    expect(onlyDigits('1.5e3')).toBe('153');
    expect(onlyDigits('УНП')).toBe('');
  });

  it('accepts the five required fields without the shop name and the account', () => {
    expect(companyFormSchema.safeParse(filled).success).toBe(true);
  });

  it('names every required field left empty, in Russian', () => {
    const result = companyFormSchema.safeParse({ ...emptyCompanyForm, shortName: '   ' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    expect(messages).toEqual([
      'companyId: Заполните УНП (только цифры)',
      'shortName: Заполните поле «Краткое наименование»',
      'fullName: Заполните поле «Полное наименование»',
      'generalManager: Заполните поле «Генеральный директор»',
      'address: Заполните поле «Юридический адрес»',
    ]);
  });
});

describe('a failed company save', () => {
  it('shows the catalogue text alone when the server said nothing', () => {
    expect(companySaveFailure(null)).toBe('Ошибка при попытке обновить данные компании');
    expect(companySaveFailure('  ')).toBe(COMPANY_SAVE_FAILED);
  });

  it('shows the server message first', () => {
    expect(companySaveFailure('Компания с УНП 190000077 уже зарегистрирована.')).toBe(
      'Компания с УНП 190000077 уже зарегистрирована. Ошибка при попытке обновить данные компании',
    );
    expect(companySaveFailure('Нет доступа')).toBe('Нет доступа. Ошибка при попытке обновить данные компании');
  });
});
