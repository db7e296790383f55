import { degrees, PDFDocument } from 'pdf-lib';
import type { BlobStore } from '../../blobs/blobStore';
import { pageFileOf } from './pageFile';

/** One page of a document to assemble: where it comes from, its rendered image and the rotation to add. */
export type OriginalPage = {
  sourceFileId: string;
  filePageNumber: number;
  rotation: number;
  /** Storage key of the rendered page (JPEG): used for image files and PDFs pdf-lib cannot read. */
  imageKey: string | null;
};

/** A source file as the assembly reads it. */
export type OriginalFile = { kind: string; storageKey: string };

export const normalisedRotation = (rotation: number) => ((rotation % 360) + 360) % 360;

// Long side of an image page in PDF points (A4 height).
const PageLongSide = 841.89;

/** Reads each source file once, as a PDF pdf-lib can copy pages from, or null (its pages go in as images). */
function fileReader(store: BlobStore, files: Map<string, OriginalFile>) {
  const loaded = new Map<string, Promise<PDFDocument | null>>();
  return (sourceFileId: string) => {
    let pdf = loaded.get(sourceFileId);
    if (!pdf) {
      const file = files.get(sourceFileId);
      pdf = file
        ? store
            .get(file.storageKey)
            .then((bytes) => pageFileOf(file.kind, bytes))
            .then((pageFile) =>
              pageFile?.type === 'pdf' ? PDFDocument.load(pageFile.bytes, { ignoreEncryption: true }) : null,
            )
            .catch(() => null)
        : Promise.resolve(null);
      loaded.set(sourceFileId, pdf);
    }
    return pdf;
  };
}

/**
 * Builds the original PDF of documents cut from a source: PDF pages copied as they are (with the
 * splitter's rotation added), image pages embedded from their rendered JPEG. One PDF per document.
 */
export async function buildOriginals(
  store: BlobStore,
  files: Map<string, OriginalFile>,
  documents: OriginalPage[][],
): Promise<Uint8Array[]> {
  const read = fileReader(store, files);
  const originals: Uint8Array[] = [];
  for (const pages of documents) {
    const pdf = await PDFDocument.create();
    for (const page of pages) {
      const source = await read(page.sourceFileId);
      if (source && page.filePageNumber <= source.getPageCount()) {
        const [copied] = await pdf.copyPages(source, [page.filePageNumber - 1]);
        copied.setRotation(degrees(normalisedRotation(copied.getRotation().angle + page.rotation)));
        pdf.addPage(copied);
        continue;
      }
      if (!page.imageKey) throw new Error(`page ${page.filePageNumber} has no image`);
      const image = await pdf.embedJpg(await store.get(page.imageKey));
      const scale = PageLongSide / Math.max(image.width, image.height);
      const sheet = pdf.addPage([image.width * scale, image.height * scale]);
      sheet.drawImage(image, { x: 0, y: 0, width: image.width * scale, height: image.height * scale });
      sheet.setRotation(degrees(normalisedRotation(page.rotation)));
    }
    originals.push(await pdf.save());
  }
  return originals;
}
