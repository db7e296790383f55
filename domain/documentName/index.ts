export { MAX_RECEIVED_FILE_NAME_LENGTH, receivedFileName } from './receivedFileName';
export { FALLBACK_FILE_NAME, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './sanitizeFileName';
export {
  DocumentNamePlaceholder,
  type DocumentNameValues,
  findUnknownPlaceholders,
  renderDocumentName,
} from './template';
