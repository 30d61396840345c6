import { useState } from 'react';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import type { PricePreviewMode, PriceScheme } from '../../gql/graphql.ts';
import { userMessage } from '../errors.ts';
import { countOf } from '../plural.ts';
import { previewInput, sendLines, type PriceCard, type PriceForm } from './price-form.ts';
import { PRICE_PREVIEW, PRICE_RIGHT } from './prices.graphql.ts';
import { PriceChangeProgress } from './PriceChangeProgress.tsx';
import { PricePreviewTable } from './PricePreviewTable.tsx';
import { ClubDiscountForm, SizePricesForm } from './SizeAndClubForms.tsx';

/** The card's price and discount, single sizes' prices, or the WB Club discount: three uploads of WB. */
type PriceTab = 'card' | 'sizes' | 'club';
import { useSendPrices } from './use-send-prices.ts';

interface PriceChangeDialogProps {
  cards: PriceCard[];
  scheme: PriceScheme;
  warehouseName: string | null;
  onClose(): void;
}

const MODES: { value: PricePreviewMode; label: string }[] = [
  { value: 'MARGIN', label: 'Маржа, %' },
  { value: 'PROFIT', label: 'Прибыль с единицы, ₽' },
  { value: 'HAND', label: 'Вручную' },
];

/**
 * New prices for the chosen cards: for a margin, a profit per unit, or typed by hand; a preview of
 * old and new price, profit, margin and ROI from the server's unit economics; then the upload to WB,
 * followed to WB's answer card by card.
 */
export function PriceChangeDialog({ cards, scheme: initialScheme, warehouseName, onClose }: PriceChangeDialogProps) {
  const [form, setForm] = useState<PriceForm>({ mode: 'MARGIN', scheme: initialScheme, target: '', typed: {} });
  const [formError, setFormError] = useState<string | null>(null);
  const [tab, setTab] = useState<PriceTab>('card');
  const [changeId, setChangeId] = useState<string | null>(null);
  const [runPreview, preview] = useLazyQuery(PRICE_PREVIEW, { fetchPolicy: 'network-only' });
  const right = useQuery(PRICE_RIGHT);
  const { sendPrices, sending } = useSendPrices();
  const rows = preview.data?.pricePreview.rows ?? [];
  const sendable = sendLines(rows);
  const mayChange = right.data?.company.mayChangePrices ?? false;

  const change = (next: Partial<PriceForm>) => {
    setForm({ ...form, ...next });
    setFormError(null);
  };

  const count = async () => {
    const built = previewInput(form, cards, warehouseName);
    if ('error' in built) {
      setFormError(built.error);
      return;
    }
    await runPreview({ variables: { input: built.input } });
  };

  const send = async () => {
    const id = await sendPrices(form.mode, sendable);
    if (id) setChangeId(id);
  };

  if (changeId) {
    return (
      <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
        <DialogTitle>Цены отправлены в WB</DialogTitle>
        <DialogContent>
          <PriceChangeProgress id={changeId} onUndone={setChangeId} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Закрыть</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>Новые цены для {countOf(cards.length, ['товара', 'товаров', 'товаров'])}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_event, next: PriceTab) => setTab(next)} sx={{ mb: 1 }}>
          <Tab value="card" label="Цена и скидка" />
          <Tab value="sizes" label="По размерам" />
          <Tab value="club" label="Скидка WB Клуба" />
        </Tabs>
        {tab === 'card' && (
          <>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={form.mode}
                onChange={(_event, mode: PricePreviewMode | null) => mode && change({ mode })}
                aria-label="Как задать цену"
              >
                {MODES.map((mode) => (
                  <ToggleButton key={mode.value} value={mode.value}>
                    {mode.label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={form.scheme}
                onChange={(_event, scheme: PriceScheme | null) => scheme && change({ scheme })}
                aria-label="Схема для расчёта прибыли"
              >
                <ToggleButton value="FBO">FBO</ToggleButton>
                <ToggleButton value="FBS">FBS</ToggleButton>
              </ToggleButtonGroup>
              {form.mode !== 'HAND' && (
                <TextField
                  size="small"
                  label={form.mode === 'MARGIN' ? 'Целевая маржа, %' : 'Прибыль с единицы, ₽'}
                  value={form.target}
                  onChange={(event) => change({ target: event.target.value })}
                  onKeyDown={(event) => event.key === 'Enter' && void count()}
                  sx={{ width: 200 }}
                />
              )}
              <Button variant="outlined" onClick={() => void count()} disabled={preview.loading}>
                Рассчитать
              </Button>
            </Stack>
            {form.mode === 'HAND' && (
              <Table size="small" sx={{ mb: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Товар</TableCell>
                    <TableCell>Цена до скидки, ₽</TableCell>
                    <TableCell>Скидка, %</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {cards.map((card) => {
                    const typed = form.typed[card.nmID] ?? {
                      price: card.price?.replace(/\.00$/, '') ?? '',
                      discount: String(card.discount ?? 0),
                    };
                    const type = (next: Partial<typeof typed>) =>
                      change({ typed: { ...form.typed, [card.nmID]: { ...typed, ...next } } });
                    return (
                      <TableRow key={card.nmID}>
                        <TableCell>{card.vendorCode}</TableCell>
                        <TableCell>
                          <TextField
                            size="small"
                            value={typed.price}
                            onChange={(event) => type({ price: event.target.value })}
                            slotProps={{ htmlInput: { 'aria-label': `Цена ${card.vendorCode}` } }}
                          />
                        </TableCell>
                        <TableCell>
                          <TextField
                            size="small"
                            value={typed.discount}
                            onChange={(event) => type({ discount: event.target.value })}
                            slotProps={{ htmlInput: { 'aria-label': `Скидка ${card.vendorCode}` } }}
                            sx={{ width: 90 }}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
            {formError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {formError}
              </Alert>
            )}
            {preview.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {userMessage(preview.error, 'Не удалось рассчитать цены')}
              </Alert>
            )}
            {rows.length > 0 && <PricePreviewTable preview={preview.data!.pricePreview} />}
          </>
        )}
        {tab === 'sizes' && (
          <SizePricesForm
            nmIDs={cards.map((card) => card.nmID)}
            mayChange={mayChange}
            onSent={setChangeId}
            scheme={form.scheme}
            onScheme={(scheme) => change({ scheme })}
            warehouseName={warehouseName}
          />
        )}
        {tab === 'club' && (
          <ClubDiscountForm nmIDs={cards.map((card) => card.nmID)} mayChange={mayChange} onSent={setChangeId} />
        )}
        {right.data && !mayChange && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Отправлять цены в WB может администратор компании или сотрудник, которому он это разрешил (Настройки →
            Сотрудники). Расчёт доступен всем.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        {tab === 'card' && (
          <Button
            variant="contained"
            disabled={sendable.length === 0 || sending || !mayChange}
            onClick={() => void send()}
          >
            Отправить в WB{sendable.length > 0 ? ` (${sendable.length})` : ''}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
