/** A company's tax system as its settings store it; the unit economics and the reports' VAT read it. */
/** 'usn6' and 'usn15': the simplified tax (with VAT on top when vatRate is set); 'vat': VAT only. */
export type TaxRegime = 'usn6' | 'usn15' | 'vat';

export interface TaxSettings {
  regime: TaxRegime;
  /** The simplified tax rate, hundredths of a percent: 6 % or 15 % unless the region set it lower. */
  usnRate: number;
  /** VAT rate in hundredths of a percent (22 % = 2200); 0 when the company pays no VAT. */
  vatRate: number;
  /** Whether input VAT on WB's services is deducted (22 % and the general regime; not 5 % or 7 %). */
  vatDeductible: boolean;
}
