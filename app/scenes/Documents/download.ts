import type { DownloadedFile } from '../../api/documents';

/** The bytes of base64 content. */
export function base64Bytes(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Saves a downloaded file under its own name and content type. */
export function saveFile(file: DownloadedFile): void {
  saveBlob(
    new Blob([base64Bytes(file.Content)], { type: file.ContentType || 'application/pdf' }),
    file.FileName,
  );
}

/** Hands a file to the browser's downloads under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
