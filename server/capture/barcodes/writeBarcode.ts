import { writeBarcode } from './zxing';

/** A QR code holding `text` as a PNG (`scale` pixels per module). */
export async function qrCodePng(text: string, scale = 8): Promise<Uint8Array> {
  const written = await writeBarcode(text, { format: 'QRCode', scale });
  if (!written.image) throw new Error(`QR code not written: ${written.error}`);
  return new Uint8Array(await written.image.arrayBuffer());
}
