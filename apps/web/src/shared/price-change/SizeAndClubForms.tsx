import { useState } from 'react';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { PriceScheme } from '../../gql/graphql.ts';
import { userMessage } from '../errors.ts';
import { decimalToHundredths, formatRub, normalizeDecimalInput } from '../money-format.ts';
import { clubLines, sizeLines, sizePreviewInput } from './price-form.ts';
import { CARD_PRICES, SIZE_PRICE_PREVIEW } from './prices.graphql.ts';
import { PricePreviewTable } from './PricePreviewTable.tsx';
import { useSendClubDiscounts, useSendPrices } from './use-send-prices.ts';

interface FormProps {
  nmIDs: number[];
  mayChange: boolean;
  /** The logged change, followed by the dialog to WB's answer. */
  onSent(changeId: string): void;
}

/** The typed price after the card's discount, counted in kopecks: «1 250» at 10 % → "1125.00". */
function afterDiscount(typed: string, discount: number): string | null {
  const normalized = normalizeDecimalInput(typed);
  const kopecks = normalized === null ? 0 : decimalToHundredths(normalized);
  if (kopecks <= 0) return null;
  const after = Math.round((kopecks * (100 - discount)) / 100);
  return `${Math.trunc(after / 100)}.${String(after % 100).padStart(2, '0')}`;
}

function useCardPrices(nmIDs: number[]) {
  return useQuery(CARD_PRICES, { variables: { nmIDs }, fetchPolicy: 'cache-and-network' });
}

/**
 * New prices of single sizes, for the cards WB prices by size (their sizes sell at different
 * prices); each size's profit, margin and ROI counted on the server as its card at that price;
 * sent through WB's size upload. The discount stays the card's.
 */
export function SizePricesForm({
  nmIDs,
  mayChange,
  onSent,
  scheme,
  onScheme,
  warehouseName,
}: FormProps & { scheme: PriceScheme; onScheme(scheme: PriceScheme): void; warehouseName: string | null }) {
  const prices = useCardPrices(nmIDs);
  const { sendPrices, sending } = useSendPrices();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [runPreview, preview] = useLazyQuery(SIZE_PRICE_PREVIEW, { fetchPolicy: 'network-only' });
  // The preview shown is of the prices typed when it was counted; typing again hides it.
  const [countedFor, setCountedFor] = useState<Record<number, string> | null>(null);
  const cards = (prices.data?.cardPrices ?? []).filter((card) => card.pricedBySize);
  if (prices.loading && !prices.data) return <LinearProgress />;
  if (prices.error) return <Alert severity="error">{userMessage(prices.error, 'Не удалось загрузить цены')}</Alert>;
  if (cards.length === 0)
    return (
      <Alert severity="info">
        У выбранных товаров все размеры продаются по одной цене: меняйте цену товара на вкладке «Цена и скидка».
      </Alert>
    );
  const count = async () => {
    const built = sizePreviewInput(cards, typed, scheme, warehouseName);
    if ('error' in built) return setError(built.error);
    setCountedFor(typed);
    await runPreview({ variables: { input: built.input } });
  };
  const shown = countedFor === typed ? preview.data?.sizePricePreview : undefined;
  const send = async () => {
    const built = sizeLines(cards, typed);
    if ('error' in built) return setError(built.error);
    if (built.lines.length === 0) return setError('Цены размеров не изменены.');
    const id = await sendPrices('HAND', built.lines);
    if (id) onSent(id);
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        WB продаёт размеры этих товаров по разным ценам: новая цена до скидки задаётся для каждого размера, скидка
        остаётся скидкой товара.
      </Typography>
      <Table size="small" aria-label="Цены размеров">
        <TableHead>
          <TableRow>
            <TableCell>Товар</TableCell>
            <TableCell>Размер</TableCell>
            <TableCell align="right">Цена до скидки сейчас</TableCell>
            <TableCell>Новая цена, ₽</TableCell>
            <TableCell align="right">Со скидкой</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.flatMap((card) =>
            card.sizes.map((size) => {
              const value = typed[size.sizeID] ?? size.price?.replace(/\.00$/, '') ?? '';
              const after = afterDiscount(value, card.discount ?? 0);
              return (
                <TableRow key={size.sizeID}>
                  <TableCell>{card.vendorCode}</TableCell>
                  <TableCell>{size.techSize || '—'}</TableCell>
                  <TableCell align="right">{formatRub(size.price)}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={value}
                      onChange={(event) => {
                        setTyped({ ...typed, [size.sizeID]: event.target.value });
                        setError(null);
                      }}
                      slotProps={{ htmlInput: { 'aria-label': `Цена ${card.vendorCode} ${size.techSize}` } }}
                      sx={{ width: 130 }}
                    />
                  </TableCell>
                  <TableCell align="right">{formatRub(after)}</TableCell>
                </TableRow>
              );
            }),
          )}
        </TableBody>
      </Table>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {preview.error && countedFor === typed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {userMessage(preview.error, 'Не удалось рассчитать прибыль размеров')}
        </Alert>
      )}
      {shown && (
        <Stack sx={{ mt: 2 }}>
          <PricePreviewTable preview={shown} />
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={scheme}
          onChange={(_event, next: PriceScheme | null) => {
            if (next) onScheme(next);
            setCountedFor(null);
          }}
          aria-label="Схема для расчёта прибыли"
        >
          <ToggleButton value="FBO">FBO</ToggleButton>
          <ToggleButton value="FBS">FBS</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" disabled={preview.loading} onClick={() => void count()}>
          Рассчитать прибыль
        </Button>
        <Button variant="contained" disabled={sending || !mayChange} onClick={() => void send()}>
          Отправить цены размеров в WB
        </Button>
      </Stack>
    </>
  );
}

/** The WB Club discount of each chosen card, sent through WB's club discount upload. */
export function ClubDiscountForm({ nmIDs, mayChange, onSent }: FormProps) {
  const prices = useCardPrices(nmIDs);
  const { sendClubDiscounts, sending } = useSendClubDiscounts();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const cards = prices.data?.cardPrices ?? [];
  if (prices.loading && !prices.data) return <LinearProgress />;
  if (prices.error) return <Alert severity="error">{userMessage(prices.error, 'Не удалось загрузить цены')}</Alert>;
  if (cards.length === 0)
    return <Alert severity="info">У выбранных товаров ещё нет цен WB: дождитесь их загрузки.</Alert>;
  const send = async () => {
    const built = clubLines(cards, typed);
    if ('error' in built) return setError(built.error);
    if (built.lines.length === 0) return setError('Скидки WB Клуба не изменены.');
    const id = await sendClubDiscounts(built.lines);
    if (id) onSent(id);
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Скидка для подписчиков WB Клуба действует сверх скидки товара.
      </Typography>
      <Table size="small" aria-label="Скидки WB Клуба">
        <TableHead>
          <TableRow>
            <TableCell>Товар</TableCell>
            <TableCell align="right">Скидка WB Клуба сейчас</TableCell>
            <TableCell>Новая скидка, %</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.map((card) => (
            <TableRow key={card.nmID}>
              <TableCell>{card.vendorCode}</TableCell>
              <TableCell align="right">{card.clubDiscount ?? 0} %</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={typed[card.nmID] ?? String(card.clubDiscount ?? 0)}
                  onChange={(event) => {
                    setTyped({ ...typed, [card.nmID]: event.target.value });
                    setError(null);
                  }}
                  slotProps={{ htmlInput: { 'aria-label': `Скидка WB Клуба ${card.vendorCode}` } }}
                  sx={{ width: 90 }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={sending || !mayChange} onClick={() => void send()}>
          Отправить скидки WB Клуба
        </Button>
      </Stack>
    </>
  );
}
