import type { LedgerlineApp } from '../app';

/** A file of a test upload. */
export type UploadFile = { fileName: string; bytes: Uint8Array };

/** POST /api/Import/Upload as a browser sends it: the form fields first, then every file as a `file` part. */
export function uploadFiles(
  app: LedgerlineApp,
  token: string,
  fields: Record<string, string>,
  files: UploadFile[],
) {
  const boundary = '----ledgerline-upload';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: 'POST',
    url: '/api/Import/Upload',
    payload: Buffer.concat(chunks),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}
