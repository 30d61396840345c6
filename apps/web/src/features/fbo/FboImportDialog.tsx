import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Stack, TextField } from '@mui/material';
import { DateField } from '../../shared/date-field/DateField.tsx';
import { moscowDay } from '../../shared/moscow-time.ts';
import { FileImportDialog } from '../../shared/file-import/FileImportDialog.tsx';
import { uploadFile } from '../../shared/upload-file.ts';
import { forgetUnitCosts } from '../../shared/unit-costs/forget-unit-costs.ts';
import { FBO_INCOME_TEMPLATE, IMPORT_FBO_INCOME, type FboIncome } from './fbo.graphql.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An income's units with their cost prices: the income and its day are chosen here, the units come in the file. */
export function FboImportDialog({ income, onClose }: { income: FboIncome; onClose: () => void }) {
  const client = useApolloClient();
  // The income's creation day in Moscow, where the card's cost price in force is looked up.
  const [date, setDate] = useState(income.date ? moscowDay(new Date(income.date)) : '');
  return (
    <FileImportDialog
      title={`Загрузка поставки FBO ${income.incomeId}`}
      intro="Шаблон уже заполнен известными единицами поставки и их себестоимостью. В файле — ШК каждой единицы, её себестоимость и товар (артикул WB, артикул продавца или баркод). Товар должен быть в этой поставке."
      fileLabel="Файл поставки FBO"
      template={async () =>
        (
          await client.query({
            query: FBO_INCOME_TEMPLATE,
            variables: { incomeId: income.incomeId },
            fetchPolicy: 'network-only',
          })
        ).data?.fboIncomeTemplate
      }
      send={async (file, onProgress) => {
        const answer = await uploadFile(IMPORT_FBO_INCOME, file, onProgress, { incomeId: income.incomeId, date });
        return { ...answer, data: answer.data?.importFboIncome };
      }}
      // The file's answer only counts the units it saved: every answer counted with units is read again.
      onImported={() => forgetUnitCosts(client.cache)}
      ready={DAY.test(date)}
      onClose={onClose}
    >
      <Stack direction="row" spacing={2}>
        <TextField label="Поставка" value={income.incomeId} size="small" disabled />
        <DateField
          label="Дата поставки"
          size="small"
          value={date}
          onChange={setDate}
          helperText="По ней считается себестоимость в отчётах"
        />
      </Stack>
    </FileImportDialog>
  );
}
