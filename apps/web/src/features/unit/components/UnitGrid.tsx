import { useMemo } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { gridColumns } from '../../../shared/columns/grid-columns.tsx';
import { ScreenGrid } from '../../../shared/data-screen/index.ts';
import type { UnitRow } from '../unit.graphql.ts';
import { unitColumns, unitLine } from '../unit-columns.tsx';
import type { Scheme, WhatIf } from '../unit-view.ts';
import type { AdvertOffers } from '../use-advert-offers.ts';

interface UnitGridProps {
  rows: UnitRow[];
  scheme: Scheme;
  whatIf: WhatIf;
  targetMargin: string | null;
  loading: boolean;
  advertOffers: AdvertOffers;
  /** A price or discount typed into the grid; throws with a message to show when it cannot be read. */
  onWhatIf(
    row: UnitRow,
    typed: { price?: string; discount?: string; buyoutPercent?: string; advertPerSale?: string },
  ): void;
  /** Opens the card's saved inputs. */
  onSettings(row: UnitRow): void;
  /** Opens the prices sent to WB for the card. */
  onHistory(row: UnitRow): void;
  /** The cards chosen for a change of prices. */
  selection: GridRowSelectionModel;
  onSelection(model: GridRowSelectionModel): void;
}

export function UnitGrid({
  rows,
  scheme,
  whatIf,
  targetMargin,
  loading,
  advertOffers,
  onWhatIf,
  onSettings,
  onHistory,
  selection,
  onSelection,
}: UnitGridProps) {
  const columns = useMemo(
    () =>
      gridColumns(
        unitColumns({
          scheme,
          whatIf,
          targetMargin,
          advert: { offers: advertOffers, onTake: (line, amount) => onWhatIf(line, { advertPerSale: amount }) },
          onSettings,
          onHistory,
        }),
      ),
    [scheme, whatIf, targetMargin, advertOffers, onWhatIf, onSettings, onHistory],
  );
  const lines = useMemo(() => rows.map((row) => unitLine(row, scheme)), [rows, scheme]);
  return (
    <ScreenGrid
      rows={lines}
      columns={columns}
      getRowId={(line) => line.nmID}
      rowHeight={56}
      loading={loading}
      checkboxSelection
      disableRowSelectionOnClick
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelection}
      processRowUpdate={(updated, original) => {
        const discountTyped = String(updated.discount ?? '');
        const typed = {
          ...(updated.price !== original.price ? { price: String(updated.price ?? '') } : {}),
          ...(discountTyped !== String(original.discount ?? '') ? { discount: discountTyped } : {}),
          ...(updated.buyoutPercent !== original.buyoutPercent
            ? { buyoutPercent: String(updated.buyoutPercent ?? '') }
            : {}),
          ...('advertPerSale' in updated
            ? { advertPerSale: String((updated as { advertPerSale: unknown }).advertPerSale ?? '') }
            : {}),
        };
        if (Object.keys(typed).length > 0) onWhatIf(original, typed);
        return original;
      }}
      onProcessRowUpdateError={() => undefined}
    />
  );
}
