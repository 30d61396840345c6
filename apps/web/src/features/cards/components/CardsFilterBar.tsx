import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import type { CardFilters, filterOptions } from '../card-filters.ts';

interface CardsFilterBarProps {
  filters: CardFilters;
  options: ReturnType<typeof filterOptions>;
  onChange(filters: CardFilters): void;
}

function Choice(props: {
  label: string;
  value: string;
  values: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">Все</MenuItem>
      {props.values.map((item) => (
        <MenuItem key={item.value} value={item.value}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CardsFilterBar({ filters, options, onChange }: CardsFilterBarProps) {
  const set = (patch: Partial<CardFilters>) => onChange({ ...filters, ...patch });
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Поиск"
        placeholder="Артикул, название, nmID, баркод"
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
        sx={{ minWidth: 280 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Choice label="Бренд" value={filters.brand} values={plain(options.brands)} onChange={(brand) => set({ brand })} />
      <Choice
        label="Предмет"
        value={filters.subject}
        values={plain(options.subjects)}
        onChange={(subject) => set({ subject })}
      />
      <Choice
        label="Ярлык"
        value={filters.tagId}
        values={options.tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
        onChange={(tagId) => set({ tagId })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filters.withoutCostOnly}
            onChange={(event) => set({ withoutCostOnly: event.target.checked })}
          />
        }
        label="Только без себестоимости"
      />
    </Stack>
  );
}
