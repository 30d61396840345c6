export { SyncBar, type SyncBarProps } from './SyncBar.tsx';
