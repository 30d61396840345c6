import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import TuneIcon from '@mui/icons-material/Tune';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toast } from '../../shared/toast/toast.ts';
import { DataScreen, EmptyState } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { useMe } from '../../shared/me.ts';
import { decimalToHundredths, normalizeDecimalInput } from '../../shared/money-format.ts';
import { paths } from '../../shared/paths.ts';
import { countOf } from '../../shared/plural.ts';
import { COMPANY_TAX_SETTINGS, taxLabel } from '../../shared/tax-settings/index.ts';
import { PlanFactTab } from './components/PlanFactTab.tsx';
import { TariffsTab } from './components/TariffsTab.tsx';
import { UnitGrid } from './components/UnitGrid.tsx';
import { TARIFFS, UNIT_ECONOMICS, type UnitRow } from './unit.graphql.ts';
import { exportUnitEconomics } from './unit-export.ts';
import {
  matchesSearch,
  overridesInput,
  parseAcquiring,
  parseBuyout,
  parseDiscount,
  SCHEME_LABELS,
  type Scheme,
  type WhatIf,
} from './unit-view.ts';
import { useDebounced } from '../../shared/use-debounced.ts';
import { AdvertOfferNote } from './components/AdvertCostCell.tsx';
import { useAdvertOffers } from './use-advert-offers.ts';
import { CardUnitSettingsDialog } from './components/CardUnitSettingsDialog.tsx';
import { UnitDefaultsDialog } from './components/UnitDefaultsDialog.tsx';
import type { SyncDataset } from '../../gql/graphql.ts';

const SYNCED: SyncDataset[] = ['cards', 'prices', 'commissions', 'tariffs'];

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

/** Target margin typed by the seller: −99.99…99.99 %, or nothing. */
function readTargetMargin(text: string): { value: string | null; error: string | null } {
  if (text.trim() === '') return { value: null, error: null };
  const normalized = normalizeDecimalInput(text);
  if (normalized === null || decimalToHundredths(normalized) >= 10_000)
    return { value: null, error: 'От 0 до 99,99 %' };
  return { value: normalized, error: null };
}

/** Days typed for every card; empty: each card's own turnover. */
function readStorageDays(text: string): { days: number | null; error: boolean } {
  if (text.trim() === '') return { days: null, error: false };
  const valid = /^\d{1,4}$/.test(text.trim()) && Number(text) <= 3650;
  return { days: valid ? Number(text) : null, error: !valid };
}

interface WarehouseChoice {
  /** The warehouse whose tariffs count; null: the server's default. Shared by the calculation and plan/fact tabs. */
  warehouse: string | null;
  setWarehouse(name: string): void;
}

function Calculation({ warehouse, setWarehouse }: WarehouseChoice) {
  const { selected } = useMe();
  const isAdmin = selected?.isAdmin ?? false;
  const [scheme, setScheme] = useState<Scheme>('fbo');
  const [whatIf, setWhatIf] = useState<WhatIf>({});
  const [daysText, setDaysText] = useState('');
  const [settingsOf, setSettingsOf] = useState<UnitRow | null>(null);
  const [defaultsOpen, setDefaultsOpen] = useState(false);
  const [targetText, setTargetText] = useState('');
  const [search, setSearch] = useState('');
  const [buyoutText, setBuyoutText] = useState('');
  const [acquiringText, setAcquiringText] = useState('');

  const target = readTargetMargin(targetText);
  const storageDays = readStorageDays(daysText);
  const buyout = buyoutText.trim() === '' ? null : parseBuyout(buyoutText);
  const buyoutError = buyoutText.trim() !== '' && buyout === null;
  const acquiring = acquiringText.trim() === '' ? null : parseAcquiring(acquiringText);
  const acquiringError = acquiringText.trim() !== '' && acquiring === null;
  const overrides = useDebounced(
    useMemo(
      () =>
        overridesInput(whatIf, storageDays.days, target.value, { buyoutPercent: buyout, acquiringPercent: acquiring }),
      [whatIf, storageDays.days, target.value, buyout, acquiring],
    ),
  );

  const tariffs = useQuery(TARIFFS);
  const tax = useQuery(COMPANY_TAX_SETTINGS);
  const unit = useQuery(UNIT_ECONOMICS, {
    variables: { warehouseName: warehouse, overrides },
    fetchPolicy: 'cache-and-network',
  });
  const report = (unit.data ?? unit.previousData)?.unitEconomics;
  const warehouses = (tariffs.data?.tariffs ?? []).filter((tariff) => tariff.box).map((t) => t.warehouseName);
  const taxSettings = tax.data?.companyTaxSettings;
  const advertOffers = useAdvertOffers();

  const applyWhatIf = (
    row: UnitRow,
    typed: { price?: string; discount?: string; buyoutPercent?: string; advertPerSale?: string },
  ) => {
    const change = { ...whatIf[row.nmID] };
    if (typed.advertPerSale !== undefined) {
      const advert = normalizeDecimalInput(typed.advertPerSale);
      if (advert === null) {
        toast.error('Реклама на продажу: сумма не меньше 0, до двух знаков после запятой');
        return;
      }
      change.advertPerSale = advert;
    }
    if (typed.buyoutPercent !== undefined) {
      const typedBuyout = parseBuyout(typed.buyoutPercent);
      if (typedBuyout === null) {
        toast.error('Выкуп: процент больше 0 и не больше 100');
        return;
      }
      change.buyoutPercent = typedBuyout;
    }
    if (typed.price !== undefined) {
      const price = normalizeDecimalInput(typed.price);
      if (price === null) {
        toast.error('Цена: введите сумму не меньше 0, до двух знаков после запятой');
        return;
      }
      change.price = price;
    }
    if (typed.discount !== undefined) {
      const discount = parseDiscount(typed.discount);
      if (discount === null) {
        toast.error('Скидка: целое число от 0 до 99 %');
        return;
      }
      change.discount = discount;
    }
    setWhatIf({ ...whatIf, [row.nmID]: change });
  };

  const allRows = report?.rows ?? [];
  const rows = allRows.filter((row) => matchesSearch(row, search));
  const changedCount = Object.keys(whatIf).length;

  const toolbar = (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label="Поиск"
          placeholder="Артикул, название, nmID"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: 220 }}
        />
        <TextField
          select
          size="small"
          label="Склад (тариф логистики)"
          value={warehouse ?? report?.warehouseName ?? ''}
          onChange={(event) => setWarehouse(event.target.value)}
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
          onChange={(_event, value: Scheme | null) => value && setScheme(value)}
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
            value={daysText}
            onChange={(event) => setDaysText(event.target.value)}
            error={storageDays.error}
            helperText={storageDays.error ? 'Целое число от 0 до 3650' : undefined}
            sx={{ width: 170 }}
          />
        )}
        <TextField
          size="small"
          label="Целевая маржа, %"
          value={targetText}
          onChange={(event) => setTargetText(event.target.value)}
          error={Boolean(target.error)}
          helperText={target.error ?? undefined}
          sx={{ width: 170 }}
        />
        <TextField
          size="small"
          label="Выкуп для всех, %"
          placeholder="по карточкам"
          value={buyoutText}
          onChange={(event) => setBuyoutText(event.target.value)}
          error={buyoutError}
          helperText={buyoutError ? 'Больше 0 и не больше 100' : undefined}
          sx={{ width: 170 }}
        />
        <TextField
          size="small"
          label="Эквайринг WB, %"
          placeholder={report ? report.acquiringPercent.replace('.', ',') : '1,5'}
          value={acquiringText}
          onChange={(event) => setAcquiringText(event.target.value)}
          error={acquiringError}
          helperText={acquiringError ? 'От 0 до 99,99 %' : undefined}
          sx={{ width: 170 }}
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
        <Button startIcon={<TuneIcon />} onClick={() => setDefaultsOpen(true)}>
          По умолчанию
        </Button>
        <Button
          startIcon={<FileDownloadIcon />}
          disabled={rows.length === 0}
          onClick={() =>
            void exportUnitEconomics(rows, report?.warehouseName ?? null).catch((failure: unknown) =>
              toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel')),
            )
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
        loading={unit.loading}
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
          Всё на одну проданную единицу. Невыкупы — обратная логистика невыкупленных единиц на одну выкупленную:
          логистика × (1 − выкуп) / выкуп. Эквайринг {report ? `${report.acquiringPercent.replace('.', ',')} %` : ''} от
          цены продажи, если у карточки нет своего. Выкуп — по заказам и продажам карточки за 90 дней, если не задан;
          дни хранения — по оборачиваемости (остаток ÷ продажи в день), иначе 30.{' '}
          <AdvertOfferNote offers={advertOffers} /> Дважды щёлкните по цене, скидке, выкупу или рекламе, чтобы посчитать
          «что если»; кнопка <TuneIcon fontSize="inherit" /> в строке сохраняет выкуп, эквайринг, приёмку, упаковку и
          доставку карточки.
        </Typography>
        <UnitGrid
          rows={rows}
          scheme={scheme}
          whatIf={whatIf}
          targetMargin={target.value}
          loading={unit.loading}
          advertOffers={advertOffers}
          onWhatIf={applyWhatIf}
          onSettings={setSettingsOf}
        />
      </DataScreen>
      {settingsOf && (
        <CardUnitSettingsDialog
          row={allRows.find((row) => row.nmID === settingsOf.nmID) ?? settingsOf}
          onClose={() => setSettingsOf(null)}
        />
      )}
      {defaultsOpen && <UnitDefaultsDialog isAdmin={isAdmin} onClose={() => setDefaultsOpen(false)} />}
    </>
  );
}

const TABS = ['calc', 'planfact', 'tariffs'] as const;
type UnitTab = (typeof TABS)[number];

export default function UnitPage() {
  const [params, setParams] = useSearchParams();
  const [warehouse, setWarehouse] = useState<string | null>(null);
  const tab: UnitTab = TABS.find((name) => name === params.get('tab')) ?? 'calc';
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Юнит-экономика
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: UnitTab) => setParams(value === 'calc' ? {} : { tab: value })}
        sx={{ mb: 2 }}
      >
        <Tab value="calc" label="Прибыль на единицу" />
        <Tab value="planfact" label="План и факт" />
        <Tab value="tariffs" label="Тарифы складов" />
      </Tabs>
      {tab === 'calc' && <Calculation warehouse={warehouse} setWarehouse={setWarehouse} />}
      {tab === 'planfact' && <PlanFactTab warehouse={warehouse} />}
      {tab === 'tariffs' && <TariffsTab />}
    </>
  );
}
