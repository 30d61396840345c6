import { useEffect, useMemo, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { GridFilterModel } from '@mui/x-data-grid';
import { useDebounced } from '../use-debounced.ts';
import {
  draftOf,
  filterItem,
  needsValue,
  OPERATORS,
  valueIsWrong,
  type FilterDraft,
  type FilterField,
} from './filter-fields.ts';

/** A filter's value waits for the typing to pause, as the quick search does in shared/server-grid. */
const VALUE_DELAY_MS = 400;

const VALUE_LABEL: Record<FilterField['kind'], string> = {
  text: 'Значение',
  integer: 'Число',
  money: 'Сумма, ₽',
  dateTime: 'Дата и время (МСК)',
};

interface FilterBarProps {
  /** What the quick search looks in: «Поиск: артикул, размер, склад». */
  searchLabel: string;
  fields: readonly FilterField[];
  /** The list's filters when the bar appears (from the address): the bar starts from them. */
  filterModel: GridFilterModel;
  onFilterModelChange(model: GridFilterModel): void;
}

/**
 * The quick search and one column filter of a server-paged table (the data grid's free version
 * also filters by one column at a time). Only a complete filter with a value of the column's kind is sent.
 */
export function FilterBar({ searchLabel, fields, filterModel, onFilterModelChange }: FilterBarProps) {
  const [search, setSearch] = useState(() => (filterModel.quickFilterValues ?? []).join(' '));
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filterModel.items[0]));
  const item = useMemo(() => filterItem(fields, draft), [fields, draft]);
  const settledItem = useDebounced(item, VALUE_DELAY_MS);
  useEffect(() => {
    onFilterModelChange({ items: settledItem ? [settledItem] : [], quickFilterValues: [search] });
  }, [settledItem, search, onFilterModelChange]);

  const field = fields.find((candidate) => candidate.field === draft.field);
  const chooseField = (name: string) => {
    const chosen = fields.find((candidate) => candidate.field === name);
    setDraft({ field: name, operator: chosen ? OPERATORS[chosen.kind][0]!.operator : '', value: '' });
  };

  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <TextField
        size="small"
        label={searchLabel}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ width: 300 }}
      />
      <TextField
        select
        size="small"
        label="Фильтр по столбцу"
        value={draft.field}
        onChange={(event) => chooseField(event.target.value)}
        sx={{ width: 200 }}
      >
        <MenuItem value="">
          <em>нет</em>
        </MenuItem>
        {fields.map((candidate) => (
          <MenuItem key={candidate.field} value={candidate.field}>
            {candidate.label}
          </MenuItem>
        ))}
      </TextField>
      {field && (
        <TextField
          select
          size="small"
          label="Условие"
          value={draft.operator}
          onChange={(event) => setDraft({ ...draft, operator: event.target.value })}
          sx={{ width: 180 }}
        >
          {OPERATORS[field.kind].map(({ operator, label }) => (
            <MenuItem key={operator} value={operator}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {field && needsValue(draft.operator) && (
        <TextField
          size="small"
          label={VALUE_LABEL[field.kind]}
          value={draft.value}
          error={valueIsWrong(field.kind, draft.value)}
          onChange={(event) => setDraft({ ...draft, value: event.target.value })}
          slotProps={{
            inputLabel: field.kind === 'dateTime' ? { shrink: true } : undefined,
            htmlInput: {
              placeholder: field.kind === 'dateTime' ? 'дд.мм.гггг чч:мм' : undefined,
              inputMode: field.kind === 'integer' ? 'numeric' : field.kind === 'money' ? 'decimal' : 'text',
            },
          }}
          sx={{ width: 200 }}
        />
      )}
      {(search !== '' || draft.field !== '') && (
        <Button
          onClick={() => {
            setSearch('');
            setDraft(draftOf(undefined));
          }}
        >
          Сбросить
        </Button>
      )}
    </Stack>
  );
}
