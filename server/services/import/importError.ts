/** Error keys of a file that cannot be imported. */
export const ImportErrorKeys = [
  'Import_Unsupported_File_Type',
  'Import_Empty_File',
  'Import_File_Too_Large',
  'Import_Pdf_Password_Protected',
  'Import_Pdf_Corrupt',
  'Import_Image_Corrupt',
  'Import_Email_Without_Documents',
  'Import_Failed',
  'Import_Duplicate_EInvoice',
  'Import_Too_Many_Pages',
] as const;
export type ImportErrorKey = (typeof ImportErrorKeys)[number];

/** Why one file was refused; the message is the spec's `Key%%param` form. */
export class ImportFileError extends Error {
  constructor(
    readonly key: ImportErrorKey,
    readonly params: Array<string | number> = [],
  ) {
    super([key, ...params].join('%%'));
  }
}
