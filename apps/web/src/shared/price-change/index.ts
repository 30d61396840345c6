export { PriceChangeDialog } from './PriceChangeDialog.tsx';
export { CardPriceHistoryDialog } from './CardPriceHistoryDialog.tsx';
export { PriceLog } from './PriceLog.tsx';
export type { PriceCard } from './price-form.ts';
export { PriceFileDialog } from './PriceFileDialog.tsx';
