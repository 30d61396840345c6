import type { TaxRegime } from '../../gql/graphql.ts';

/** «УСН 6 % с доходов», «НДС 20 % в цене»: the regime as the seller names it. */
export function taxLabel(regime: TaxRegime, vatRate: string | null | undefined): string {
  if (regime === 'USN6') return 'УСН 6 % с доходов';
  if (regime === 'USN15') return 'УСН 15 % с доходов минус расходы';
  return `НДС ${vatRate == null ? '' : `${vatRate.replace(/\.?0+$/, '').replace('.', ',')} % `}в цене`;
}
