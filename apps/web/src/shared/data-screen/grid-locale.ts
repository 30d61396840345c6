import { ruRU } from '@mui/x-data-grid/locales';

/**
 * The data grid's Russian texts, given by the grid itself rather than the theme, so the entry every screen
 * loads does not carry them. The grid's locale leaves "of" in its pager untranslated, hence our own line.
 */
export const gridLocaleText = {
  ...ruRU.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} из ${count === -1 ? `более ${to}` : count}`,
};
