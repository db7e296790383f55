import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { projectRoot } from '../../paths';

/** The languages OCR reads, as tesseract names them: English, Dutch, German and French. */
export const OcrLanguages = ['eng', 'nld', 'deu', 'fra'] as const;

/** The LSTM-only "best" models, integer-quantised: as accurate as 4.0.0 and a quarter of its size. */
const Model = '4.0.0_best_int';

/** OCR cannot start: its language data is missing from node_modules. */
export class OcrUnavailableError extends Error {}

function packagedFile(language: string): string {
  return path.join(
    projectRoot,
    'node_modules/@tesseract.js-data',
    language,
    Model,
    `${language}.traineddata.gz`,
  );
}

/** The packaged language files that are missing (empty when OCR can run). */
export function missingLanguageFiles(): string[] {
  return OcrLanguages.map(packagedFile).filter((file) => !fs.existsSync(file));
}

/**
 * Whether the bytes look like tesseract language data: a table of at most 100 parts, each at a place inside the
 * file (-1 when absent). Tesseract.js crashes the process on damaged data instead of failing; this keeps it from it.
 */
function isTraineddata(data: Buffer): boolean {
  if (data.length < 4) return false;
  const parts = data.readInt32LE(0);
  if (parts < 1 || parts > 100 || data.length < 4 + 8 * parts) return false;
  for (let part = 0; part < parts; part++) {
    const offset = data.readBigInt64LE(4 + 8 * part);
    if (offset < -1n || offset >= BigInt(data.length)) return false;
  }
  return true;
}

function traineddata(language: string): Buffer {
  const file = packagedFile(language);
  try {
    const data = zlib.gunzipSync(fs.readFileSync(file));
    if (isTraineddata(data)) return data;
  } catch {
    // Reported below, as any damaged file.
  }
  throw new OcrUnavailableError(`OCR language data damaged: ${file} (reinstall it with npm install)`);
}

/**
 * A new folder under the OS temp folder holding every language's unpacked `.traineddata`, for tesseract's
 * `langPath` (one folder for all languages, while each @tesseract.js-data package keeps its own; unpacked once here
 * rather than in every worker). The caller removes it once the workers have loaded. Throws OcrUnavailableError
 * when a language file is missing or damaged.
 */
export function createLanguageFolder(): string {
  const missing = missingLanguageFiles();
  if (missing.length > 0) {
    throw new OcrUnavailableError(`OCR language data missing: ${missing.join(', ')} (run npm install)`);
  }
  const data = OcrLanguages.map((language) => ({ language, bytes: traineddata(language) }));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-ocr-'));
  for (const { language, bytes } of data)
    fs.writeFileSync(path.join(folder, `${language}.traineddata`), bytes);
  return folder;
}
