import { useMemo } from 'react';
import { gridColumns } from '../../../shared/columns/grid-columns.tsx';
import { ScreenGrid } from '../../../shared/data-screen/index.ts';
import { useGridUrlState } from '../../../shared/url-state/grid-url-state.ts';
import { cardColumns, gridLine, type CardLine } from '../card-columns.tsx';
import type { Card } from '../cards.graphql.ts';

interface CardsGridProps {
  cards: Card[];
  onEdit(card: Card): void;
  /** Saves a cost price typed into the grid; throws with a message to show when it cannot. */
  onCostPriceEdit(card: CardLine, typed: string): Promise<CardLine>;
}

export function CardsGrid({ cards, onEdit, onCostPriceEdit }: CardsGridProps) {
  const columns = useMemo(() => gridColumns(cardColumns(onEdit)), [onEdit]);
  const lines = useMemo(() => cards.map(gridLine), [cards]);
  const { gridModels } = useGridUrlState();
  return (
    <ScreenGrid
      rows={lines}
      columns={columns}
      getRowId={(line) => line.nmID}
      rowHeight={64}
      getRowClassName={({ row }) => (row.firstPrice == null ? 'no-cost-price' : '')}
      processRowUpdate={(updated, original) =>
        updated.firstPrice === original.firstPrice ? original : onCostPriceEdit(original, updated.firstPrice ?? '')
      }
      onProcessRowUpdateError={() => undefined}
      {...gridModels}
      sx={{ '& .no-cost-price': { bgcolor: 'rgba(237, 108, 2, 0.06)' } }}
    />
  );
}
