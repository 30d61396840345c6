import { createTheme } from '@mui/material/styles';
import { ruRU as coreRu } from '@mui/material/locale';
import { ruRU as gridRu } from '@mui/x-data-grid/locales';
import { ruRU as pickersRu } from '@mui/x-date-pickers/locales';

export const PRIMARY_COLOR = '#a410b4';

const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
  `${from}–${to} из ${count === -1 ? `более ${to}` : count}`;

// The grid's Russian locale leaves "of" in the pager untranslated and the grid passes its own
// label to the pager, so both the grid's text and the plain table pager get the Russian one.
const pagerRu = {
  components: {
    MuiTablePagination: {
      defaultProps: { labelRowsPerPage: 'Строк на странице:', labelDisplayedRows: displayedRows },
    },
    MuiDataGrid: {
      defaultProps: { localeText: { paginationDisplayedRows: displayedRows } },
    },
  },
};

export const theme = createTheme(
  {
    palette: {
      primary: { main: PRIMARY_COLOR },
      secondary: { main: '#e5307a' },
      background: { default: '#f7f5f9' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
  },
  coreRu,
  gridRu,
  pickersRu,
  pagerRu,
);
