import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField } from '@mui/material';
import { companyFormSchema, emptyCompanyForm, onlyDigits, type CompanyFormValues } from './company-form-schema.ts';

interface CompanyFormProps {
  mode: 'create' | 'edit';
  initial?: CompanyFormValues;
  /** Non-admins see every field in edit mode, but cannot save. */
  canSave: boolean;
  onSubmit(values: CompanyFormValues): Promise<void>;
  /** Create mode in a dialog: «Отмена» beside «Создать». */
  onCancel?(): void;
}

const fields: { name: keyof CompanyFormValues; label: string; required: boolean; multiline?: boolean }[] = [
  { name: 'shortName', label: 'Краткое наименование', required: true },
  { name: 'fullName', label: 'Полное наименование', required: true },
  { name: 'generalManager', label: 'Генеральный директор', required: true },
  { name: 'currentAccount', label: 'Расчётный счёт', required: false },
  { name: 'shopName', label: 'Название магазина', required: false },
  { name: 'address', label: 'Юридический адрес', required: true, multiline: true },
];

/** The company form (docs/api-contract.md, «Rules every client meets»): create mode («Создать») and edit mode («Сохранить», УНП locked). */
export function CompanyForm({ mode, initial, canSave, onSubmit, onCancel }: CompanyFormProps) {
  const { control, handleSubmit, formState } = useForm<CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: initial ?? emptyCompanyForm,
  });
  const submit = handleSubmit(async (values) => {
    if (!canSave) return;
    await onSubmit(values);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 600, width: '100%' }}>
      <Stack spacing={2}>
        <Controller
          name="companyId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(onlyDigits(event.target.value))}
              label="УНП"
              required
              disabled={mode === 'edit'}
              inputProps={{ inputMode: 'numeric' }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        {fields.map((spec) => (
          <Controller
            key={spec.name}
            name={spec.name}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={spec.label}
                required={spec.required}
                multiline={spec.multiline}
                rows={spec.multiline ? 3 : undefined}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={!canSave || formState.isSubmitting}>
            {mode === 'create' ? 'Создать' : 'Сохранить'}
          </Button>
          {onCancel && <Button onClick={onCancel}>Отмена</Button>}
        </Box>
      </Stack>
    </Box>
  );
}
