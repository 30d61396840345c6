import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import TuneIcon from '@mui/icons-material/Tune';
import SellIcon from '@mui/icons-material/Sell';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../shared/toast/toast.ts';
import { DataScreen, EmptyState } from '../../../shared/data-screen/index.ts';
import { userMessage } from '../../../shared/errors.ts';
import { useMe } from '../../../shared/me.ts';
import { paths } from '../../../shared/paths.ts';
import { countOf } from '../../../shared/plural.ts';
import { COMPANY_TAX_SETTINGS, taxLabel } from '../../../shared/tax-settings/index.ts';
import { useDebounced } from '../../../shared/use-debounced.ts';
import type { SyncDataset } from '../../../gql/graphql.ts';
import { TARIFFS, UNIT_ECONOMICS, type UnitRow } from '../unit.graphql.ts';
import { matchesSearch, overridesInput, SCHEME_LABELS, type Scheme, type WhatIf } from '../unit-view.ts';
import { applyTyped, readToolbar, type TypedInRow } from '../calculation-inputs.ts';
import { countedWhatIf, useAdvertOffers } from '../use-advert-offers.ts';
import { useUnitChoices } from '../use-unit-choices.ts';
import { AdvertOfferNote } from './AdvertCostCell.tsx';
import { UnitGrid } from './UnitGrid.tsx';

// The settings dialogs' code comes when one is first opened, not with the table.
const CardUnitSettingsDialog = lazy(() =>
  import('./CardUnitSettingsDialog.tsx').then((module) => ({ default: module.CardUnitSettingsDialog })),
);
const UnitDefaultsDialog = lazy(() =>
  import('./UnitDefaultsDialog.tsx').then((module) => ({ default: module.UnitDefaultsDialog })),
);
const PriceChangeDialog = lazy(() =>
  import('../../../shared/price-change/index.ts').then((module) => ({ default: module.PriceChangeDialog })),
);
const PriceFileDialog = lazy(() =>
  import('../../../shared/price-change/index.ts').then((module) => ({ default: module.PriceFileDialog })),
);
const CardPriceHistoryDialog = lazy(() =>
  import('../../../shared/price-change/index.ts').then((module) => ({ default: module.CardPriceHistoryDialog })),
);

const SYNCED: SyncDataset[] = ['cards', 'prices', 'commissions', 'tariffs'];

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The rows shown that the grid's selection holds («select all» excludes the ones unticked). */
function chosenRows(rows: UnitRow[], selection: GridRowSelectionModel): UnitRow[] {
  return rows.filter((row) => (selection.type === 'include') === selection.ids.has(row.nmID));
}

const noCards = (
  <EmptyState
    title="Карточки появятся после синхронизации с WB…"
    hint={
      <>
        Затем задайте себестоимость в разделе <RouterLink to={paths.cards}>«Мои товары»</RouterLink>, и здесь появится
        прибыль на единицу.
      </>
    }
  />
);

/**
 * «Прибыль на единицу»: every card's unit economics at a warehouse, with the seller's what-if. The toolbar's
 * choices live in the address (useUnitChoices); the per-card what-if typed in the grid lives here until a reload.
 */
export function CalculationTab() {
  const { selected } = useMe();
  const isAdmin = selected?.isAdmin ?? false;
  const [choices, choose] = useUnitChoices();
  const { warehouse, scheme, search } = choices;
  const [whatIf, setWhatIf] = useState<WhatIf>({});
  const [settingsOf, setSettingsOf] = useState<UnitRow | null>(null);
  const [defaultsOpen, setDefaultsOpen] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [pricesOpen, setPricesOpen] = useState(false);
  const [priceFileOpen, setPriceFileOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<UnitRow | null>(null);
  const { target, storageDays, buyout, acquiring } = readToolbar(choices);
  const advertOffers = useAdvertOffers();
  const counted = useMemo(
    () => countedWhatIf(whatIf, advertOffers, choices.advert),
    [whatIf, advertOffers, choices.advert],
  );
  // Null until the advertising counted by default has come: no profit is asked for without it.
  const overrides = useDebounced(
    useMemo(
      () =>
        counted &&
        overridesInput(counted, storageDays.value, target.value, {
          buyoutPercent: buyout.value,
          acquiringPercent: acquiring.value,
        }),
      [counted, storageDays.value, target.value, buyout.value, acquiring.value],
    ),
  );

  const tariffs = useQuery(TARIFFS);
  const tax = useQuery(COMPANY_TAX_SETTINGS);
  const unit = useQuery(UNIT_ECONOMICS, {
    variables: { warehouseName: warehouse, overrides: overrides ?? undefined },
    fetchPolicy: 'cache-and-network',
    skip: overrides === null,
  });
  const unitLoading = unit.loading || overrides === null;
  const report = (unit.data ?? unit.previousData)?.unitEconomics;
  const warehouses = (tariffs.data?.tariffs ?? []).filter((tariff) => tariff.box).map((t) => t.warehouseName);
  const taxSettings = tax.data?.companyTaxSettings;

  const applyWhatIf = (row: UnitRow, typed: TypedInRow) => {
    const applied = applyTyped(whatIf[row.nmID], typed);
    if ('error' in applied) {
      toast.error(applied.error);
      return;
    }
    setWhatIf({ ...whatIf, [row.nmID]: applied.change });
  };

  const allRows = report?.rows ?? [];
  const rows = allRows.filter((row) => matchesSearch(row, search));
  const changedCount = Object.keys(whatIf).length;
  const chosen = chosenRows(rows, selection);

  const toolbar = (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label="Поиск"
          placeholder="Артикул, название, nmID"
          value={search}
          onChange={(event) => choose({ search: event.target.value })}
          sx={{ width: 220 }}
        />
        <TextField
          select
          size="small"
          label="Склад (тариф логистики)"
          value={warehouse ?? report?.warehouseName ?? ''}
          onChange={(event) => choose({ warehouse: event.target.value })}
          sx={{ minWidth: 220 }}
          disabled={warehouses.length === 0}
        >
          {warehouses.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={scheme}
          onChange={(_event, value: Scheme | null) => value && choose({ scheme: value })}
          aria-label="Схема продаж"
        >
          <ToggleButton value="fbo">{SCHEME_LABELS.fbo}</ToggleButton>
          <ToggleButton value="fbs">{SCHEME_LABELS.fbs}</ToggleButton>
        </ToggleButtonGroup>
        {scheme === 'fbo' && (
          <TextField
            size="small"
            label="Дней на складе"
            placeholder="по оборачиваемости"
            value={choices.storageDays}
            onChange={(event) => choose({ storageDays: event.target.value })}
            error={Boolean(storageDays.error)}
            helperText={storageDays.error ?? undefined}
            sx={{ width: 170 }}
          />
        )}
        <TextField
          size="small"
          label="Целевая маржа, %"
          value={choices.targetMargin}
          onChange={(event) => choose({ targetMargin: event.target.value })}
          error={Boolean(target.error)}
          helperText={target.error ?? undefined}
          sx={{ width: 170 }}
        />
        <TextField
          size="small"
          label="Выкуп для всех, %"
          placeholder="по карточкам"
          value={choices.buyout}
          onChange={(event) => choose({ buyout: event.target.value })}
          error={Boolean(buyout.error)}
          helperText={buyout.error ?? undefined}
          sx={{ width: 170 }}
        />
        <TextField
          size="small"
          label="Эквайринг WB, %"
          placeholder={report ? report.acquiringPercent.replace('.', ',') : '1,5'}
          value={choices.acquiring}
          onChange={(event) => choose({ acquiring: event.target.value })}
          error={Boolean(acquiring.error)}
          helperText={acquiring.error ?? undefined}
          sx={{ width: 170 }}
        />
        <FormControlLabel
          control={<Switch checked={choices.advert} onChange={(event) => choose({ advert: event.target.checked })} />}
          label="Учитывать рекламу"
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">
            Налог:{' '}
            <b>
              {taxSettings
                ? taxLabel(taxSettings.regime, taxSettings.vatRate, {
                    usnRate: taxSettings.usnRate,
                    vatDeductible: taxSettings.vatDeductible,
                  })
                : '…'}
            </b>
          </Typography>
          <Button size="small" component={RouterLink} to={paths.settingsTab('taxes')}>
            {isAdmin ? 'Изменить' : 'Подробнее'}
          </Button>
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          startIcon={<SellIcon />}
          disabled={chosen.length === 0}
          onClick={() => setPricesOpen(true)}
        >
          Изменить цены{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
        <Button startIcon={<UploadFileIcon />} disabled={rows.length === 0} onClick={() => setPriceFileOpen(true)}>
          Цены из файла
        </Button>
        <Button startIcon={<TuneIcon />} onClick={() => setDefaultsOpen(true)}>
          По умолчанию
        </Button>
        <Button
          startIcon={<FileDownloadIcon />}
          disabled={rows.length === 0}
          onClick={() =>
            // The export's code comes with the click, not with the table.
            void import('../unit-export.ts')
              .then(({ exportUnitEconomics }) => exportUnitEconomics(rows, report?.warehouseName ?? null))
              .catch((failure: unknown) => toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel')))
          }
        >
          Экспорт в Excel
        </Button>
      </Stack>
    </Paper>
  );

  return (
    <>
      <DataScreen
        sync={SYNCED}
        toolbar={toolbar}
        loading={unitLoading}
        error={unit.error}
        hasData={Boolean(report)}
        isEmpty={allRows.length === 0}
        onRetry={() => void unit.refetch()}
        failed="Не удалось посчитать юнит-экономику"
        empty={noCards}
      >
        {report && !report.warehouseName && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Тарифы складов ещё не загружены: логистика, хранение и прибыль появятся после синхронизации тарифов.
          </Alert>
        )}
        {changedCount > 0 && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => setWhatIf({})}>
                Вернуть цены WB
              </Button>
            }
          >
            Расчёт «что если»: для {countOf(changedCount, ['товара', 'товаров', 'товаров'])} взяты введённые цены,
            скидки, выкуп или реклама (выделены жирным). На WB цены не меняются.
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Всё на одну проданную единицу. Невыкупы — невыкупленные единицы на одну выкупленную едут к покупателю и
          обратно: логистика × 2 × (1 − выкуп) / выкуп. Эквайринг{' '}
          {report ? `${report.acquiringPercent.replace('.', ',')} %` : ''} от цены продажи, если у карточки нет своего.
          Выкуп — по заказам и продажам карточки за 90 дней, если не задан; дни хранения — по оборачиваемости (остаток ÷
          продажи в день), иначе 30. <AdvertOfferNote offers={advertOffers} counted={choices.advert} /> Дважды щёлкните
          по цене, скидке, выкупу или рекламе, чтобы посчитать «что если»; кнопка <TuneIcon fontSize="inherit" /> в
          строке сохраняет выкуп, эквайринг, приёмку, упаковку и доставку карточки.
        </Typography>
        <UnitGrid
          rows={rows}
          scheme={scheme}
          whatIf={whatIf}
          targetMargin={target.value}
          loading={unitLoading}
          advertOffers={advertOffers}
          onWhatIf={applyWhatIf}
          onSettings={setSettingsOf}
          onHistory={setHistoryOf}
          selection={selection}
          onSelection={setSelection}
        />
      </DataScreen>
      <Suspense fallback={null}>
        {settingsOf && (
          <CardUnitSettingsDialog
            row={allRows.find((row) => row.nmID === settingsOf.nmID) ?? settingsOf}
            onClose={() => setSettingsOf(null)}
          />
        )}
        {defaultsOpen && <UnitDefaultsDialog isAdmin={isAdmin} onClose={() => setDefaultsOpen(false)} />}
        {pricesOpen && (
          <PriceChangeDialog
            cards={chosen.map((row) => ({
              nmID: row.nmID,
              vendorCode: row.vendorCode,
              price: row.price ?? null,
              discount: row.discount ?? null,
            }))}
            scheme={scheme === 'fbs' ? 'FBS' : 'FBO'}
            warehouseName={report?.warehouseName ?? null}
            onClose={() => setPricesOpen(false)}
          />
        )}
        {priceFileOpen && (
          <PriceFileDialog
            scheme={scheme === 'fbs' ? 'FBS' : 'FBO'}
            warehouseName={report?.warehouseName ?? null}
            onClose={() => setPriceFileOpen(false)}
          />
        )}
        {historyOf && (
          <CardPriceHistoryDialog
            nmID={historyOf.nmID}
            vendorCode={historyOf.vendorCode}
            onClose={() => setHistoryOf(null)}
          />
        )}
      </Suspense>
    </>
  );
}
