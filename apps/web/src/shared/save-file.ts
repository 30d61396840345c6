/** Hands a file to the browser to save under the given name. */
export function saveFile(fileName: string, blob: Blob): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A file the server sent as base64 (an import template). */
export function saveBase64File(file: { fileName: string; contentType: string; base64: string }): void {
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  saveFile(file.fileName, new Blob([bytes], { type: file.contentType }));
}
