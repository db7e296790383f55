// Makes scanned copies of corpus invoices: page one printed, then read back by a scanner as office scanners do it:
// 200 dpi grey, the sheet fed a little askew (0.4° to 2° either way), slightly soft, saved as a JPEG and wrapped in
// an image-only PDF (no text layer). The truth is the printed invoice's. An accuracy set for OCR on scans, which
// the other sets (rendered straight from their PDFs) do not test.
//
// Needs poppler-utils (pdftoppm) and the project's node_modules (sharp, pdf-lib). Run from the project's folder:
//
//     node scripts/corpus/scanned_invoices.mjs [--turned] OUT_DIR SOURCE.pdf…
//
// With --turned each sheet is also fed turned a quarter, a half or three quarters (in turn: 90°, 180°, 270°
// clockwise), as a stack put in the feeder the wrong way round comes out: the page image sideways or upside down.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { seededRandom } from '../../domain/seededRandom.ts';

const args = process.argv.slice(2);
const turned = args[0] === '--turned';
const [outDir, ...sources] = turned ? args.slice(1) : args;
if (!outDir || sources.length === 0) {
  process.stderr.write('usage: node scripts/corpus/scanned_invoices.mjs [--turned] OUT_DIR SOURCE.pdf…\n');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'scans-'));

// Seeded, so that the script makes the same scans on every run.
const random = seededRandom(turned ? 20261201 : 20261130);

const A4 = { width: 595.28, height: 841.89 };

for (const [index, source] of sources.entries()) {
  const base = `${turned ? 'turned' : 'scan'}-${String(index + 1).padStart(2, '0')}-${path.basename(source, '.pdf')}`;
  const stem = path.join(work, base);
  execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', '-f', '1', '-l', '1', '-singlefile', source, stem]);
  const magnitude = 0.4 + random() * 1.6;
  const angle = Number((random() < 0.5 ? -magnitude : magnitude).toFixed(2));
  const quality = 55 + Math.floor(random() * 25);
  const quarter = turned ? 90 * ((index % 3) + 1) : 0;
  const askew = await sharp(`${stem}.png`).rotate(angle, { background: '#ffffff' }).toBuffer();
  const scanned = await sharp(askew).rotate(quarter).blur(0.6).jpeg({ quality }).toBuffer();
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(scanned);
  const sheet = quarter % 180 === 0 ? A4 : { width: A4.height, height: A4.width };
  const page = pdf.addPage([sheet.width, sheet.height]);
  // The rotated image is a little larger than the sheet: centred, at the scan's resolution.
  const scale = 72 / 200;
  const [width, height] = [image.width * scale, image.height * scale];
  page.drawImage(image, { x: (sheet.width - width) / 2, y: (sheet.height - height) / 2, width, height });
  writeFileSync(path.join(outDir, `${base}.pdf`), await pdf.save({ useObjectStreams: false }));
  const truth = JSON.parse(readFileSync(source.replace(/\.pdf$/, '.json'), 'utf8'));
  const turn = quarter ? `, turned ${quarter}° clockwise` : '';
  truth.Layout = `${truth.Layout}, scanned at 200 dpi, ${angle}° askew${turn}, JPEG quality ${quality}`;
  writeFileSync(path.join(outDir, `${base}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  process.stdout.write(`${base} ${angle}°${turn} q${quality}\n`);
}
