export {
  type DocumentWords,
  RecognitionReadError,
  readDocumentWords,
  readWordsOf,
} from './readDocumentWords';
export { serverRecognition } from './recognition-thread';
export { type RecognitionContext, type RecognizeInput, recognizeFile } from './recognizeFile';
