export {
  type DocumentWords,
  RecognitionReadError,
  readDocumentWords,
  readWordsOf,
} from './readDocumentWords';
export { type RecognitionContext, type RecognizeInput, recognizeFile } from './recognizeFile';
