// zod's small build: a few KB of the screen's JavaScript instead of the whole library's 36 KB gzip.
import * as z from 'zod/mini';

const required = (label: string) => z.string().check(z.trim(), z.minLength(1, `Заполните поле «${label}»`));

/** docs/api-contract.md, «Rules every client meets»: УНП digits only; five fields required, the shop name and account optional. */
export const companyFormSchema = z.object({
  companyId: z.string().check(z.regex(/^\d+$/, 'Заполните УНП (только цифры)')),
  shortName: required('Краткое наименование'),
  fullName: required('Полное наименование'),
  generalManager: required('Генеральный директор'),
  currentAccount: z.string(),
  shopName: z.string(),
  address: required('Юридический адрес'),
});

export type CompanyFormValues = z.infer<typeof companyFormSchema>;

export const emptyCompanyForm: CompanyFormValues = {
  companyId: '',
  shortName: '',
  fullName: '',
  generalManager: '',
  currentAccount: '',
  shopName: '',
  address: '',
};

/** Keystrokes that are not digits are ignored in the УНП field. */
export const onlyDigits = (value: string) => value.replace(/\D/g, '');
