/** File types and their content types (spec 000 §9); anything else is served as PDF. */
const ContentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  txt: 'text/plain',
  html: 'text/html',
  zip: 'application/zip',
  eml: 'message/rfc822',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type of a file name by its extension, default PDF. */
export function contentTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return ContentTypes[extension] ?? ContentTypes.pdf;
}
