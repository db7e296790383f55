import sharp from 'sharp';
import { readPageBarcodes } from './readBarcodes';
import { qrCodePng } from './writeBarcode';

async function rgbaOf(png: Uint8Array, pad: number) {
  const { data, info } = await sharp(png)
    .extend({ top: pad, bottom: pad * 3, left: pad, right: pad * 2, background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

describe('barcodes', () => {
  it('reads back the QR code it wrote, on a larger white page', async () => {
    const image = await rgbaOf(await qrCodePng('LEDGERLINE-SPLIT'), 300);
    expect(await readPageBarcodes(image)).toEqual(['LEDGERLINE-SPLIT']);
  });

  it('reads nothing on an empty page', async () => {
    const { data, info } = await sharp({
      create: { width: 400, height: 600, channels: 4, background: '#fff' },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(await readPageBarcodes({ pixels: data, width: info.width, height: info.height })).toEqual([]);
  });
});
