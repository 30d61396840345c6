import { readFileSync } from 'node:fs';
import { MONTH } from '../screen-seller.ts';

// What a seller's browser asks, as the web app's own documents ask it: each query is read from the
// app's source (a query renamed or changed there is measured as changed), with the variables its screen
// sends when opened on a month of the generated seller.

/** One kind of request: its name in the report and the body posted to /api/graphql. */
export interface RequestKind {
  name: string;
  body: string;
}

/** A deck of request kinds, drawn in turn: a kind's share of the deck is its share of the requests. */
export interface Mix {
  kinds: RequestKind[];
  deck: number[];
}

const web = new URL('../../../apps/web/src/', import.meta.url);

/** The operation `name` of a web document file, with every fragment defined in the same file. */
function webQuery(file: string, name: string): string {
  const source = readFileSync(new URL(file, web), 'utf8');
  const documents = [...source.matchAll(/graphql\(`([^`]*)`\)/g)].map((match) => match[1]!.trim());
  const operation = documents.find((text) => new RegExp(`^query ${name}\\b`).test(text));
  if (!operation) throw new Error(`no query ${name} in ${file}`);
  const fragments = documents
    .flatMap((text) => text.split(/(?=\bfragment )/))
    .filter((text) => text.startsWith('fragment ') && operation.includes(`...${text.split(/\s+/)[1]}`));
  return [operation.split(/(?=\bfragment )/)[0], ...fragments].join('\n');
}

const kind = (name: string, query: string, variables: Record<string, unknown> = {}): RequestKind => ({
  name,
  body: JSON.stringify({ query, variables }),
});

const period = { dateFrom: MONTH.dateFrom, dateTo: MONTH.dateTo };
const firstPage = { page: 0, pageSize: 50 };

export const ME = kind('{ me }', webQuery('shared/me.ts', 'Me'));

/** The screens a seller opens: home (/main), cards, orders, the month's report, stock, campaigns; and `{ me }`. */
const SCREENS = [
  kind('home', webQuery('features/main/main.graphql.ts', 'Home')),
  kind('cards', webQuery('features/cards/cards.graphql.ts', 'Cards')),
  kind('ordersPage', webQuery('features/orders/orders.graphql.ts', 'OrdersPage'), { period, query: firstPage }),
  kind('reports за месяц', webQuery('features/reports/reports.graphql.ts', 'ReportSummary'), {
    ...period,
    type: 'MAIN',
  }),
  kind('stocksPage', webQuery('features/stocks/stocks.graphql.ts', 'StocksPage'), { query: firstPage }),
  kind('adverts', webQuery('features/adverts/adverts.graphql.ts', 'Adverts'), { from: '2026-10-25', to: '2026-10-31' }),
  ME,
];

/** The usual mix: home one request in six, the other six kinds sharing the rest evenly (5 each in a deck of 36). */
export const USUAL_MIX: Mix = { kinds: SCREENS, deck: usualDeck() };

function usualDeck(): number[] {
  const deck: number[] = [];
  for (let i = 0, other = 0; i < 36; i++) deck.push(i % 6 === 0 ? 0 : 1 + (other++ % 6));
  return deck;
}

/** `{ me }` alone: the session check and a round trip, the floor under every answer. */
export const ME_ONLY: Mix = { kinds: [ME], deck: [0] };
