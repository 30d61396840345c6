import { builder } from '../../graphql/builder.ts';
import type { FileDownloadShape, FileImportShape, RowErrorShape } from './import-result.ts';

const FileRowError = builder.objectRef<RowErrorShape>('FileRowError').implement({
  description: 'A problem in one cell (or row) of an imported file.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'Row number in the file, the header row being 1 when it is first.' }),
    column: t.exposeString('column', { nullable: true, description: 'The column as headed in the file.' }),
    message: t.exposeString('message'),
  }),
});

export const FileImportResult = builder.objectRef<FileImportShape>('FileImportResult').implement({
  description: 'What an import did: all rows saved, or, when any row is wrong, nothing saved and every problem listed.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The file's fingerprint: the same file loaded again answers the same id." }),
    message: t.exposeString('message'),
    rows: t.exposeInt('rows', { description: 'Data rows read from the file.' }),
    saved: t.exposeInt('saved', { description: 'Rows whose values changed something.' }),
    unchanged: t.exposeInt('unchanged', { description: 'Rows that matched what was already saved.' }),
    errors: t.field({ type: [FileRowError], resolve: (result) => result.errors }),
  }),
});

export const FileDownload = builder.objectRef<FileDownloadShape>('FileDownload').implement({
  description: 'A file for the browser to save, such as an import template.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    base64: t.exposeString('base64'),
  }),
});
