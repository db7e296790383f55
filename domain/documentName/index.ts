export { FALLBACK_FILE_NAME, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './sanitizeFileName';
export {
  DocumentNamePlaceholder,
  type DocumentNameValues,
  findUnknownPlaceholders,
  renderDocumentName,
} from './template';
