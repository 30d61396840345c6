import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { toast } from 'react-toastify';
import { serverMessage } from '../../shared/errors.ts';
import { FullScreenSpinner } from '../../shared/FullScreenSpinner.tsx';
import { normalizeDecimalInput } from '../../shared/money-format.ts';
import { paths } from '../../shared/paths.ts';
import { SyncBar } from '../../shared/sync-bar/index.ts';
import { filterCards, filterOptions, NO_FILTERS } from './card-filters.ts';
import { exportCards } from './cards-export.ts';
import { CARDS, SET_CARD_SETTINGS, type Card } from './cards.graphql.ts';
import { CardSettingsDialog } from './components/CardSettingsDialog.tsx';
import { CardSettingsImportDialog } from './components/CardSettingsImportDialog.tsx';
import { CardsFilterBar } from './components/CardsFilterBar.tsx';
import { CardsGrid } from './components/CardsGrid.tsx';

const SYNCED = ['cards', 'prices', 'commissions'];
/** While the company has no cards yet, look again now and then: the first sync may be running. */
const EMPTY_POLL_MS = 5_000;

function EmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" gutterBottom>
        Карточки появятся после синхронизации с WB…
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Если их долго нет, проверьте, что в настройках добавлен токен WB с доступом к разделам «Контент» и «Цены и
        скидки», и нажмите «Обновить».
      </Typography>
      <Button component={RouterLink} to={paths.settingsTab('tokens')} variant="outlined">
        Токены WB
      </Button>
    </Paper>
  );
}

export default function CardsPage() {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(CARDS, {
    fetchPolicy: 'cache-and-network',
  });
  const [saveSettings] = useMutation(SET_CARD_SETTINGS, { refetchQueries: [CARDS] });
  const [filters, setFilters] = useState(NO_FILTERS);
  const [editing, setEditing] = useState<Card | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const cards = useMemo(() => data?.cards ?? [], [data]);
  const options = useMemo(() => filterOptions(cards), [cards]);
  const shown = useMemo(() => filterCards(cards, filters), [cards, filters]);
  const withoutCost = cards.filter((card) => card.firstPrice == null).length;

  const noCardsYet = Boolean(data) && cards.length === 0;
  useEffect(() => {
    if (noCardsYet) startPolling(EMPTY_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [noCardsYet, startPolling, stopPolling]);

  const saveCostPrice = async (card: Card, typed: string): Promise<Card> => {
    const firstPrice = typed.trim() === '' ? null : normalizeDecimalInput(typed);
    if (typed.trim() !== '' && firstPrice === null) {
      const message =
        'Себестоимость: введите сумму не меньше 0, до двух знаков после запятой, например 600 или 1 250,50';
      toast.error(message);
      throw new Error(message);
    }
    try {
      const answer = await saveSettings({ variables: { cardId: String(card.nmID), data: { firstPrice } } });
      toast.success(answer.data?.setCardSettings.message);
      return { ...card, firstPrice };
    } catch (failure) {
      toast.error(serverMessage(failure) ?? 'Не удалось сохранить себестоимость');
      throw failure;
    }
  };

  const exportShown = async () => {
    setExporting(true);
    try {
      await exportCards(shown);
    } catch {
      toast.error('Не удалось выгрузить таблицу в Excel');
    } finally {
      setExporting(false);
    }
  };

  if (loading && !data) return <FullScreenSpinner />;

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Мои товары
        </Typography>
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
      </Stack>
      <SyncBar datasets={SYNCED} />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Повторить
            </Button>
          }
        >
          {serverMessage(error) ?? 'Не удалось загрузить карточки. Проверьте соединение и повторите.'}
        </Alert>
      )}
      {noCardsYet && <EmptyState />}
      {cards.length > 0 && (
        <>
          {withoutCost > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              У {withoutCost} из {cards.length} карточек не задана себестоимость: для них не посчитать прибыль. Дважды
              щёлкните по ячейке «Себестоимость», чтобы ввести её, или загрузите все сразу из файла.
            </Alert>
          )}
          <CardsFilterBar filters={filters} options={options} onChange={setFilters} />
          <Box sx={{ height: 'calc(100vh - 300px)', minHeight: 420 }}>
            <CardsGrid cards={shown} onEdit={setEditing} onCostPriceEdit={saveCostPrice} />
          </Box>
        </>
      )}
      {importing && <CardSettingsImportDialog onClose={() => setImporting(false)} />}
      {editing && <CardSettingsDialog key={editing.nmID} card={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
