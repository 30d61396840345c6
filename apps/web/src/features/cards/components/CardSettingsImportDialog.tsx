import { useApolloClient } from '@apollo/client/react';
import { FileImportDialog } from '../../../shared/file-import/FileImportDialog.tsx';
import { uploadFile } from '../../../shared/upload-file.ts';
import { forgetCardSettings } from '../../../shared/card-settings/forget-card-settings.ts';
import { CARD_SETTINGS_TEMPLATE, IMPORT_CARD_SETTINGS } from '../cards.graphql.ts';

/** Cost prices and the other card settings for many cards at once, from the seller's spreadsheet. */
export function CardSettingsImportDialog({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  return (
    <FileImportDialog
      title="Загрузка настроек карточек из файла"
      intro="Скачайте шаблон — в нём все ваши карточки с текущими настройками. Впишите себестоимость и остальное, сохраните и загрузите файл (.xlsx или .csv). Пустая ячейка оставляет настройку как есть."
      fileLabel="Файл с настройками карточек"
      template={async () =>
        (await client.query({ query: CARD_SETTINGS_TEMPLATE, fetchPolicy: 'network-only' })).data?.cardSettingsTemplate
      }
      send={async (file, onProgress) => {
        const answer = await uploadFile(IMPORT_CARD_SETTINGS, file, onProgress);
        return { ...answer, data: answer.data?.importCardSettings };
      }}
      // A file changes any number of cards and its answer only counts them: what shows cards is read again.
      onImported={() => forgetCardSettings(client.cache)}
      onClose={onClose}
    />
  );
}
