import { CSRF_HEADER } from '../../../src/graphql/yoga.ts';

const IMPORT = 'mutation ($file: File!) { importCardSettings(file: $file) { rows saved } }';

/** The card settings file sent as the browser sends it: a GraphQL multipart upload; answers the JSON. */
export async function importCardSettings(url: string, token: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: IMPORT, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file);
  const answer = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { authorization: token, [CSRF_HEADER]: '1' },
    body: form,
  });
  return answer.json();
}

/** A csv of cost prices, one row per card, as a seller fills the template. */
export function costFile(nmIds: readonly (number | string)[], rubles: number): File {
  const lines = ['Артикул WB;Закупочная цена', ...nmIds.map((nmId) => `${nmId};${rubles}`)];
  return new File([lines.join('\n')], 'Себестоимость.csv', { type: 'text/csv' });
}
