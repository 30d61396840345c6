import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@mui/material';
import SellIcon from '@mui/icons-material/Sell';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { toast } from '../../shared/toast/toast.ts';
import { DataScreen, EmptyState } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { normalizeDecimalInput } from '../../shared/money-format.ts';
import { paths } from '../../shared/paths.ts';
import { flagParam, textParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { countOf } from '../../shared/plural.ts';
import type { CardLine } from './card-columns.tsx';
import { filterCards, filterOptions, type CardFilters } from './card-filters.ts';
import { exportCards } from './cards-export.ts';
import { useSetCardSettings } from '../../shared/card-settings/use-set-card-settings.ts';
import { CARDS, type Card } from './cards.graphql.ts';
import { CardsFilterBar } from './components/CardsFilterBar.tsx';
import { CardsGrid } from './components/CardsGrid.tsx';
import type { SyncDataset } from '../../gql/graphql.ts';

// The dialogs' code (their forms and checks) comes when one is first opened, not with the list.
const CardSettingsDialog = lazy(() =>
  import('./components/CardSettingsDialog.tsx').then((module) => ({ default: module.CardSettingsDialog })),
);
const PriceChangeDialog = lazy(() =>
  import('../../shared/price-change/index.ts').then((module) => ({ default: module.PriceChangeDialog })),
);
const PriceFileDialog = lazy(() =>
  import('../../shared/price-change/index.ts').then((module) => ({ default: module.PriceFileDialog })),
);
const CardSettingsImportDialog = lazy(() =>
  import('./components/CardSettingsImportDialog.tsx').then((module) => ({ default: module.CardSettingsImportDialog })),
);

/** The filters in the address; without them, every card. */
const FILTERS: UrlSchema<CardFilters> = {
  search: textParam(),
  brand: textParam(),
  subject: textParam(),
  tagId: textParam(),
  withoutCostOnly: flagParam(),
};

const COST_NOTICE = { done: 'Себестоимость сохранена', failed: 'Не удалось сохранить себестоимость' };

const SYNCED: SyncDataset[] = ['cards', 'prices', 'commissions'];
/** While the company has no cards yet, look again now and then: the first sync may be running. */
const EMPTY_POLL_MS = 5_000;

const noCards = (
  <EmptyState
    title="Карточки появятся после синхронизации с WB…"
    hint="Если их долго нет, проверьте, что в настройках добавлен токен WB с доступом к разделам «Контент» и «Цены и скидки», и нажмите «Обновить»."
    action={
      <Button component={RouterLink} to={paths.settingsTab('tokens')} variant="outlined">
        Токены WB
      </Button>
    }
  />
);

export default function CardsPage() {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(CARDS, {
    fetchPolicy: 'cache-and-network',
  });
  const { saveCardSettings } = useSetCardSettings();
  const [filters, setFilters] = useUrlState(FILTERS);
  const [editing, setEditing] = useState<Card | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [priceFileOpen, setPriceFileOpen] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [pricesOpen, setPricesOpen] = useState(false);
  // The cards priced in the grid under the filters named by `filtersKey`; other filters start afresh.
  const filtersKey = JSON.stringify(filters);
  const [pricedHere, setPricedHere] = useState({ filtersKey, nmIDs: new Set<number>() });
  const pricedUnderThese = pricedHere.filtersKey === filtersKey ? pricedHere.nmIDs : undefined;

  const cards = useMemo(() => data?.cards ?? [], [data]);
  const options = useMemo(() => filterOptions(cards), [cards]);
  const shown = useMemo(() => filterCards(cards, filters, pricedUnderThese), [cards, filters, pricedUnderThese]);
  const withoutCost = cards.filter((card) => card.firstPrice == null).length;

  const noCardsYet = Boolean(data) && cards.length === 0;
  useEffect(() => {
    if (noCardsYet) startPolling(EMPTY_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [noCardsYet, startPolling, stopPolling]);

  const saveCostPrice = async (line: CardLine, typed: string): Promise<CardLine> => {
    const firstPrice = typed.trim() === '' ? null : normalizeDecimalInput(typed);
    if (typed.trim() !== '' && firstPrice === null) {
      const message =
        'Себестоимость: введите сумму не меньше 0, до двух знаков после запятой, например 600 или 1 250,50';
      toast.error(message);
      throw new Error(message);
    }
    // Before the save: its answer updates the card in the list at once, and the row must not leave yet.
    setPricedHere((priced) => ({
      filtersKey,
      nmIDs: new Set(priced.filtersKey === filtersKey ? [...priced.nmIDs, line.nmID] : [line.nmID]),
    }));
    const saved = await saveCardSettings(line.nmID, { firstPrice }, COST_NOTICE);
    // The grid keeps the old value when the save fails.
    if (!saved) throw new Error(COST_NOTICE.failed);
    return { ...line, firstPrice: saved.firstPrice };
  };

  const exportShown = async () => {
    setExporting(true);
    try {
      await exportCards(shown);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel'));
    } finally {
      setExporting(false);
    }
  };

  const chosen = shown.filter((card) => (selection.type === 'include') === selection.ids.has(card.nmID));

  return (
    <>
      <DataScreen
        title="Мои товары"
        actions={
          <>
            <Button startIcon={<SellIcon />} onClick={() => setPricesOpen(true)} disabled={chosen.length === 0}>
              Изменить цены{chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
            <Button startIcon={<UploadFileIcon />} onClick={() => setPriceFileOpen(true)} disabled={cards.length === 0}>
              Цены из файла
            </Button>
            <Button startIcon={<UploadFileIcon />} onClick={() => setImporting(true)} disabled={cards.length === 0}>
              Загрузить из файла
            </Button>
            <Button
              startIcon={<FileDownloadIcon />}
              onClick={() => void exportShown()}
              disabled={shown.length === 0 || exporting}
            >
              Экспорт в Excel
            </Button>
          </>
        }
        sync={SYNCED}
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={noCardsYet}
        onRetry={() => void refetch()}
        failed="Не удалось загрузить карточки"
        empty={noCards}
      >
        {withoutCost > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            У {countOf(withoutCost, ['карточки', 'карточек', 'карточек'])} из {cards.length} не задана себестоимость:
            для них не посчитать прибыль. Дважды щёлкните по ячейке «Себестоимость», чтобы ввести её, или загрузите все
            сразу из файла.
          </Alert>
        )}
        <CardsFilterBar
          filters={filters}
          options={options}
          // A chosen brand or tag is a step Back returns from; the search being typed is not.
          onChange={(next) => setFilters(next, { push: next.search === filters.search })}
        />
        <CardsGrid
          cards={shown}
          onEdit={setEditing}
          onCostPriceEdit={saveCostPrice}
          selection={selection}
          onSelection={setSelection}
        />
      </DataScreen>
      <Suspense fallback={null}>
        {pricesOpen && (
          <PriceChangeDialog
            cards={chosen.map((card) => {
              const priced = card.sizes.find((size) => size.price != null);
              return {
                nmID: card.nmID,
                vendorCode: card.vendorCode,
                price: priced?.price ?? null,
                discount: priced?.discount ?? null,
              };
            })}
            scheme="FBO"
            warehouseName={null}
            onClose={() => setPricesOpen(false)}
          />
        )}
        {priceFileOpen && <PriceFileDialog scheme="FBO" warehouseName={null} onClose={() => setPriceFileOpen(false)} />}
        {importing && <CardSettingsImportDialog onClose={() => setImporting(false)} />}
        {editing && <CardSettingsDialog key={editing.nmID} card={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
}
