/** The messages of the company screens, word for word (docs/api-contract.md, «The web app around the contract»). */
export const COMPANY_LOAD_FAILED = 'Ошибка при попытке получить данные компании';
export const COMPANY_SAVE_FAILED = 'Ошибка при попытке обновить данные компании';

/** A failed save (creating or editing): the server's message first when it sent one, then the catalogue text. */
export function companySaveFailure(serverMessage: string | null): string {
  const reason = serverMessage?.trim();
  if (!reason) return COMPANY_SAVE_FAILED;
  return `${/[.!?…]$/.test(reason) ? reason : `${reason}.`} ${COMPANY_SAVE_FAILED}`;
}
