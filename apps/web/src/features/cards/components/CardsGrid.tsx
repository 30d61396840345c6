import { lazy, Suspense, useMemo, useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { gridColumns } from '../../../shared/columns/grid-columns.tsx';
import { ScreenGrid } from '../../../shared/data-screen/index.ts';
import { useGridUrlState } from '../../../shared/url-state/grid-url-state.ts';
import { cardColumns, gridLine, type CardLine } from '../card-columns.tsx';
import type { Card } from '../cards.graphql.ts';

// The price history opens on a click: its code is not needed before the list draws.
const CardPriceHistoryDialog = lazy(() =>
  import('../../../shared/price-change/index.ts').then((module) => ({ default: module.CardPriceHistoryDialog })),
);

interface CardsGridProps {
  cards: Card[];
  onEdit(card: Card): void;
  /** Saves a cost price typed into the grid; throws with a message to show when it cannot. */
  onCostPriceEdit(card: CardLine, typed: string): Promise<CardLine>;
  /** The cards chosen for a change of prices. */
  selection: GridRowSelectionModel;
  onSelection(model: GridRowSelectionModel): void;
}

export function CardsGrid({ cards, onEdit, onCostPriceEdit, selection, onSelection }: CardsGridProps) {
  const [historyOf, setHistoryOf] = useState<{ nmID: number; vendorCode: string } | null>(null);
  const columns = useMemo(() => gridColumns(cardColumns(onEdit, setHistoryOf)), [onEdit]);
  const lines = useMemo(() => cards.map(gridLine), [cards]);
  const { gridModels } = useGridUrlState();
  return (
    <>
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
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelection}
      />
      {historyOf && (
        <Suspense>
          <CardPriceHistoryDialog {...historyOf} onClose={() => setHistoryOf(null)} />
        </Suspense>
      )}
    </>
  );
}
