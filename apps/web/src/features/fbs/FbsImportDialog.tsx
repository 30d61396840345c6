import { useApolloClient } from '@apollo/client/react';
import { FileImportDialog } from '../../shared/file-import/FileImportDialog.tsx';
import { uploadFile } from '../../shared/upload-file.ts';
import { forgetUnitCosts } from '../../shared/unit-costs/forget-unit-costs.ts';
import { IMPORT_MP_SUPPLY, MP_SUPPLY_FILLED_TEMPLATE, MP_SUPPLY_TEMPLATE } from './fbs.graphql.ts';

/**
 * Cost prices of an FBS supply's units, by their stickers, from the seller's file. Opened on a supply,
 * its template comes filled with the supply's units and their costs.
 */
export function FbsImportDialog({ supplyId, onClose }: { supplyId?: string; onClose: () => void }) {
  const client = useApolloClient();
  return (
    <FileImportDialog
      title={supplyId ? `Себестоимость поставки ${supplyId}` : 'Загрузка поставки FBS из файла'}
      intro={`${supplyId ? 'Шаблон заполнен единицами поставки и себестоимостью, которая сейчас в учёте: измените нужные и загрузите файл. ' : ''}В файле — ШК (номер стикера сборочного задания) и себестоимость каждой единицы. Поставку и товар узнаём по стикеру; себестоимость из файла заменяет себестоимость карточки.`}
      fileLabel="Файл поставки FBS"
      template={async () =>
        supplyId
          ? (
              await client.query({
                query: MP_SUPPLY_FILLED_TEMPLATE,
                variables: { supplyId },
                fetchPolicy: 'network-only',
              })
            ).data?.mpSupplyTemplate
          : (await client.query({ query: MP_SUPPLY_TEMPLATE, fetchPolicy: 'network-only' })).data?.unitImportTemplate
      }
      send={async (file, onProgress) => {
        const answer = await uploadFile(IMPORT_MP_SUPPLY, file, onProgress);
        return { ...answer, data: answer.data?.importMpSupply };
      }}
      // The file's answer only counts the units it saved: every answer counted with units is read again.
      onImported={() => forgetUnitCosts(client.cache)}
      onClose={onClose}
    />
  );
}
