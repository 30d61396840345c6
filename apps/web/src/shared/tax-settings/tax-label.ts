import type { TaxRegime } from '../../gql/graphql.ts';

const percent = (value: string) => `${(value.includes('.') ? value.replace(/\.?0+$/, '') : value).replace('.', ',')} %`;

/** What the label needs beyond the regime; absent parts read as the full rate and no deductions. */
export interface TaxDetails {
  usnRate?: string | null;
  vatDeductible?: boolean | null;
}

/** «УСН 6 % с доходов + НДС 5 %», «НДС 20 % в цене, с вычетами»: the combination as the seller names it. */
export function taxLabel(regime: TaxRegime, vatRate: string | null | undefined, details: TaxDetails = {}): string {
  const vat = vatRate == null ? '' : `НДС ${percent(vatRate)}${details.vatDeductible ? ', с вычетами' : ''}`;
  if (regime === 'VAT')
    return `НДС ${vatRate == null ? '' : `${percent(vatRate)} `}в цене${details.vatDeductible ? ', с вычетами' : ''}`;
  const usn =
    regime === 'USN6'
      ? `УСН ${percent(details.usnRate ?? '6')} с доходов`
      : `УСН ${percent(details.usnRate ?? '15')} с доходов минус расходы`;
  return vat ? `${usn} + ${vat}` : usn;
}
