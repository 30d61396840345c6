export { DataScreen, type DataScreenProps } from './DataScreen.tsx';
export { EmptyState } from './EmptyState.tsx';
export { LoadFailed } from './LoadFailed.tsx';
export { ScreenGrid, PAGE_SIZES } from './ScreenGrid.tsx';
