export { DataScreen, type DataScreenProps } from './DataScreen.tsx';
export { EmptyState } from './EmptyState.tsx';
export { LoadFailed } from './LoadFailed.tsx';
export { ScreenGrid } from './ScreenGrid.tsx';
export { PAGE_SIZES } from './page-sizes.ts';
