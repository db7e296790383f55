export {
  type DocumentWords,
  RecognitionReadError,
  readDocumentWords,
  readWordsOf,
} from './readDocumentWords';
export {
  RecognitionHeapMb,
  type RecognitionThread,
  RecognitionTimeoutMs,
  recognitionThread,
  serverRecognition,
} from './recognition-thread';
export { type RecognitionContext, type RecognizeInput, recognizeFile } from './recognizeFile';
