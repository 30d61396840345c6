import type { Card } from './data/catalog.ts';

const PALETTE: Record<string, string> = {
  белый: '#f4f4f2', черный: '#2b2b2b', 'серый меланж': '#a7a9ac', бежевый: '#d8c3a5', молочный: '#f3ead8',
  'темно-синий': '#1f2f4f', оливковый: '#6b7043', пудровый: '#e6c3c0', терракотовый: '#c0643f', голубой: '#9cc7e4',
  графитовый: '#41464b', мятный: '#a8dcc4',
};

/** `/photos/<nmID>/<n>.svg` → a generated picture of the card, or undefined when there is no such photo. */
export function photoFor(cardsByNm: ReadonlyMap<number, Card>, path: string): string | undefined {
  const m = /^\/photos\/(\d+)\/(\d+)\.svg$/.exec(path);
  if (!m) return undefined;
  const card = cardsByNm.get(Number(m[1]));
  const n = Number(m[2]);
  if (!card || n < 1 || n > card.photoCount) return undefined;
  const fill = PALETTE[card.color] ?? '#cccccc';
  const ink = ['черный', 'темно-синий', 'графитовый', 'оливковый', 'терракотовый'].includes(card.color) ? '#ffffff' : '#222222';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="0 0 900 1200">',
    `<rect width="900" height="1200" fill="${fill}"/>`,
    `<text x="450" y="560" font-family="sans-serif" font-size="56" text-anchor="middle" fill="${ink}">${escapeXml(card.subject.name)}</text>`,
    `<text x="450" y="640" font-family="sans-serif" font-size="40" text-anchor="middle" fill="${ink}">${escapeXml(card.vendorCode)}</text>`,
    `<text x="450" y="1120" font-family="sans-serif" font-size="32" text-anchor="middle" fill="${ink}">${n} / ${card.photoCount}</text>`,
    '</svg>',
  ].join('');
}

/** The five picture sizes WB lists for each photo all point at the same generated picture. */
export function photoLinks(baseUrl: string, card: Card) {
  return Array.from({ length: card.photoCount }, (_, i) => {
    const url = `${baseUrl}/photos/${card.nmID}/${i + 1}.svg`;
    return { big: url, c246x328: url, c516x688: url, square: url, tm: url };
  });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
