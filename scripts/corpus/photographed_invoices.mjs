// Makes photographs of corpus invoices as a phone takes them of a sheet on a desk: page one printed, then seen from a
// little off square (the far edge narrower, the sheet a little turned), lit unevenly by a lamp to one side with the
// shadow of the phone over a corner, the light warm, the image a little noisy and soft, saved as a JPEG (no PDF, no
// text layer). The truth is the printed invoice's. An accuracy set for OCR on photos, which the scans (evenly lit,
// flat) do not test.
//
// Needs poppler-utils (pdftoppm) and the project's node_modules (sharp). Run from the project's folder:
//
//     node scripts/corpus/photographed_invoices.mjs OUT_DIR SOURCE.pdf…
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../../domain/seededRandom.ts';

const [outDir, ...sources] = process.argv.slice(2);
if (!outDir || sources.length === 0) {
  process.stderr.write('usage: node scripts/corpus/photographed_invoices.mjs OUT_DIR SOURCE.pdf…\n');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'photos-'));

// Seeded, so that the script makes the same photos on every run.
const random = seededRandom(20261130 * 7);
const between = (low, high) => low + random() * (high - low);
// A normal deviate (Box–Muller) for the sensor's noise.
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** The homography that maps the four points `from` onto `to` (each [[x, y] × 4]), as 8 numbers (h33 = 1). */
function homography(from, to) {
  const rows = [];
  const values = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    values.push(u);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    values.push(v);
  }
  // Gaussian elimination with partial pivoting.
  const n = 8;
  const a = rows.map((row, i) => [...row, values[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = a[row][col] / a[col][col];
      for (let k = col; k <= n; k++) a[row][k] -= factor * a[col][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

const Desk = [92, 78, 64];

for (const [index, source] of sources.entries()) {
  const base = `photo-${String(index + 1).padStart(2, '0')}-${path.basename(source, '.pdf')}`;
  const stem = path.join(work, base);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', source, stem]);
  const { data: sheet, info } = await sharp(`${stem}.png`)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // Where the sheet's corners appear in the photo: the far (top) edge narrower, the sheet turned a little, a margin
  // of desk around it. Order: top left, top right, bottom right, bottom left.
  const narrower = between(0.015, 0.05) * width;
  const turn = (between(0.4, 2) * (random() < 0.5 ? -1 : 1) * Math.PI) / 180;
  const margin = 0.02 * width;
  const centre = [width / 2, height / 2];
  const corners = [
    [margin + narrower, margin],
    [width - margin - narrower, margin],
    [width - margin, height - margin],
    [margin, height - margin],
  ].map(([x, y]) => {
    const [dx, dy] = [x - centre[0], y - centre[1]];
    return [
      centre[0] + dx * Math.cos(turn) - dy * Math.sin(turn),
      centre[1] + dx * Math.sin(turn) + dy * Math.cos(turn),
    ];
  });
  const sheetCorners = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  // For each pixel of the photo, where on the sheet it looks.
  const [h11, h12, h13, h21, h22, h23, h31, h32] = homography(corners, sheetCorners);
  // The lamp to one side, the phone's shadow over one corner.
  const lamp = [between(-0.2, 1.2) * width, between(-0.3, 0.2) * height];
  const reach = Math.hypot(width, height);
  const falloff = between(0.3, 0.45);
  const shadowCorner = random() < 0.5 ? [width, height] : [0, height];
  const shadowRadius = between(0.25, 0.4) * width;
  const photo = Buffer.alloc(width * height * 3);
  const cast = [1, between(0.93, 0.97), between(0.82, 0.9)];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const w = h31 * x + h32 * y + 1;
      const sx = (h11 * x + h12 * y + h13) / w;
      const sy = (h21 * x + h22 * y + h23) / w;
      const light =
        (1 - falloff * (Math.hypot(x - lamp[0], y - lamp[1]) / reach)) *
        (Math.hypot(x - shadowCorner[0], y - shadowCorner[1]) < shadowRadius ? 0.72 : 1);
      for (let channel = 0; channel < 3; channel++) {
        let value;
        if (sx < 0 || sy < 0 || sx >= width - 1 || sy >= height - 1) value = Desk[channel];
        else {
          // Bilinear sampling of the sheet.
          const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
          const [fx, fy] = [sx - x0, sy - y0];
          const at = (px, py) => sheet[(py * width + px) * 3 + channel];
          value =
            at(x0, y0) * (1 - fx) * (1 - fy) +
            at(x0 + 1, y0) * fx * (1 - fy) +
            at(x0, y0 + 1) * (1 - fx) * fy +
            at(x0 + 1, y0 + 1) * fx * fy;
        }
        const noisy = value * light * cast[channel] + gaussian() * 4;
        photo[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, Math.round(noisy)));
      }
    }
  const quality = 70 + Math.floor(random() * 20);
  // The shadow's edge is soft, as the lens is: the whole photo a little blurred.
  const jpeg = await sharp(photo, { raw: { width, height, channels: 3 } })
    .blur(0.7)
    .jpeg({ quality })
    .toBuffer();
  writeFileSync(path.join(outDir, `${base}.jpg`), jpeg);
  const truth = JSON.parse(readFileSync(source.replace(/\.pdf$/, '.json'), 'utf8'));
  const degrees = ((turn * 180) / Math.PI).toFixed(1);
  truth.Layout = `${truth.Layout}, photographed at 150 dpi, turned ${degrees}°, far edge ${Math.round((narrower / width) * 100)} % narrower, lamp and shadow, JPEG quality ${quality}`;
  writeFileSync(path.join(outDir, `${base}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  process.stdout.write(`${base} ${degrees}° q${quality}\n`);
}
