import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { cardColumns, exportLines } from './card-columns.tsx';
import type { Card } from './cards.graphql.ts';

export function exportCards(cards: Card[]) {
  return exportTable(
    xlsxFileName('Мои товары'),
    'Товары',
    cardColumns(() => undefined),
    exportLines(cards),
  );
}
