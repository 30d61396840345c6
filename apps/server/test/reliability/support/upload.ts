import { CSRF_HEADER } from '../../../src/graphql/yoga.ts';

/**
 * A file sent as the browser sends it: a GraphQL multipart upload of `query`, whose `$file` is the
 * file and whose other variables are `variables`; answers the JSON.
 */
export async function sendFile(
  url: string,
  token: string,
  query: string,
  file: File,
  variables: Record<string, unknown> = {},
): Promise<unknown> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file);
  const answer = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { authorization: token, [CSRF_HEADER]: '1' },
    body: form,
  });
  return answer.json();
}

/** Fails once the answer comes: for a request the test means to stop before it is answered. */
export const failIfAnswered = (answer: Promise<unknown>): Promise<never> =>
  answer.then((body) => Promise.reject(new Error(`answered unstopped: ${JSON.stringify(body)}`)));

const IMPORT = 'mutation ($file: File!) { importCardSettings(file: $file) { rows saved } }';

/** The card settings file, sent as the browser sends it. */
export const importCardSettings = (url: string, token: string, file: File) => sendFile(url, token, IMPORT, file);

/** A csv of cost prices, one row per card, as a seller fills the template. */
export function costFile(nmIds: readonly (number | string)[], rubles: number): File {
  const lines = ['Артикул WB;Закупочная цена', ...nmIds.map((nmId) => `${nmId};${rubles}`)];
  return new File([lines.join('\n')], 'Себестоимость.csv', { type: 'text/csv' });
}
