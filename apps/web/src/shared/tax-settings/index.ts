export { taxLabel } from './tax-label.ts';
export { COMPANY_TAX_SETTINGS } from './tax-settings.graphql.ts';
export { TaxSettingsForm } from './TaxSettingsForm.tsx';
