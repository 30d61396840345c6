import { Box, Button } from '@mui/material';
import { CellTooltip } from '../../../shared/data-screen/CellTooltip.tsx';
import { formatRub } from '../../../shared/money-format.ts';
import { formatDay } from '../../../shared/moscow-time.ts';
import type { AdvertOffers } from '../use-advert-offers.ts';

/** «Реклама на продажу» of a card: what the calculation counts, and the period's figure to take in one click. */
export function AdvertCostCell({
  nmID,
  counted,
  taken,
  offers,
  onTake,
}: {
  nmID: number;
  /** The amount the calculation used. */
  counted: string | null | undefined;
  /** Whether the seller set it (what-if). */
  taken: boolean;
  offers: AdvertOffers;
  onTake(amount: string): void;
}) {
  const offer = offers.of(nmID);
  const { from, to } = offers.period;
  const figure = offer?.costPerSale ?? null;
  return (
    <Box sx={{ lineHeight: 1.3, textAlign: 'right', width: '100%' }}>
      <Box component="span" sx={{ fontWeight: taken ? 700 : 400 }}>
        {formatRub(counted)}
      </Box>
      {offer && figure !== null && figure === counted && !taken && (
        <CellTooltip
          title={`Расход на рекламу ${formatRub(offer.spend)} за ${formatDay(from)}–${formatDay(to)} ÷ продаж ${offer.sales}: учтено в прибыли`}
        >
          <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
            из рекламы
          </Box>
        </CellTooltip>
      )}
      {offer && figure !== counted && (
        <CellTooltip
          title={
            figure === null
              ? `Расход на рекламу ${formatRub(offer.spend)} за ${formatDay(from)}–${formatDay(to)}, а продаж нет: на продажу не разделить`
              : `Расход на рекламу ${formatRub(offer.spend)} за ${formatDay(from)}–${formatDay(to)} ÷ продаж ${offer.sales}. Нажмите, чтобы учесть`
          }
        >
          <span>
            <Button
              size="small"
              sx={{ minWidth: 0, p: 0, display: 'block', ml: 'auto', fontSize: 12 }}
              disabled={figure === null}
              onClick={(event) => {
                event.stopPropagation();
                if (figure !== null) onTake(figure);
              }}
            >
              {figure === null ? 'нет продаж' : `из рекламы ${formatRub(figure)}`}
            </Button>
          </span>
        </CellTooltip>
      )}
    </Box>
  );
}

/** The period the figures come from and whether they count, in the screen's explanation. */
export function AdvertOfferNote({ offers, counted }: { offers: AdvertOffers; counted: boolean }) {
  const period = `${formatDay(offers.period.from)}–${formatDay(offers.period.to)}`;
  return counted ? (
    <>
      Реклама на продажу — расход кампаний на товар за {period}, делённый на его продажи за те же дни; учтена в прибыли
      каждого товара с рекламой (отметка «из рекламы»).
    </>
  ) : (
    <>
      Реклама на продажу не учтена: нажмите «из рекламы» у товара, чтобы учесть расход кампаний за {period}, делённый на
      его продажи.
    </>
  );
}
