// A GraphQL multipart request with one file, sent with XMLHttpRequest because fetch cannot report
// how much of a large file has gone up.
import { print } from 'graphql';
import { ServerParseError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@apollo/client';
import { requestHeaders } from './request-headers.ts';

export interface UploadAnswer<Data> {
  data?: Data;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Sends `file` as the variable `$file` of `document`, with the document's other variables;
 * `onProgress` gets the share sent, 0 to 1.
 */
export async function uploadFile<Data, Variables extends { file: unknown }>(
  document: TypedDocumentNode<Data, Variables>,
  file: File,
  onProgress: (share: number) => void,
  variables?: Omit<Variables, 'file'>,
): Promise<UploadAnswer<Data>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: print(document), variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', file, file.name);
  const headers = await requestHeaders();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/graphql');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as UploadAnswer<Data>);
      } catch {
        reject(
          new ServerParseError(new Error(`Сервер ответил ${request.status}`), {
            response: new Response(null, { status: request.status }),
            bodyText: request.responseText,
          }),
        );
      }
    };
    // A TypeError, as fetch gives when nothing answers, so the failure reads as no connection.
    request.onerror = () => reject(new TypeError('Нет связи с сервером'));
    request.send(form);
  });
}
