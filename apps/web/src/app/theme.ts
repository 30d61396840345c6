import { createTheme } from '@mui/material/styles';
import { ruRU as coreRu } from '@mui/material/locale';
import { ruRU as gridRu } from '@mui/x-data-grid/locales';
import { ruRU as pickersRu } from '@mui/x-date-pickers/locales';

export const PRIMARY_COLOR = '#a410b4';

// The grid's Russian locale leaves "of" in the pager untranslated; this finishes the job.
const pagerRu = {
  components: {
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: 'Строк на странице:',
        labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
          `${from}–${to} из ${count === -1 ? `более ${to}` : count}`,
      },
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
