import { z } from 'zod';
import { appError } from '../../graphql/errors.ts';
import type { CompanyFields } from './companies.repo.ts';

const required = (label: string) => z.string().trim().min(1, `Заполните поле «${label}».`).max(500);
const optional = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => value || null);

/** The company form (docs/api-contract.md, «Rules every client meets»): УНП digits only; five fields required, two optional. */
const companyInput = z.object({
  companyId: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, 'УНП состоит только из цифр.')
    .transform(Number)
    .refine((id) => id > 0, 'УНП должен быть больше нуля.'),
  shortName: required('Краткое наименование'),
  fullName: required('Полное наименование'),
  generalManager: required('Генеральный директор'),
  address: required('Юридический адрес'),
  shopName: optional,
  currentAccount: optional,
});

export type CompanyInput = { companyId: number } & CompanyFields;

export function parseCompanyInput(data: unknown): CompanyInput {
  const parsed = companyInput.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw appError('BAD_USER_INPUT', issue.message, { field: String(issue.path[0] ?? '') });
  }
  return parsed.data;
}
