/** A grey page image as the steps before OCR pass it on: one byte a pixel, row by row. */
export type Grey = { pixels: Uint8Array; width: number; height: number };

/** Pixels darker than this are ink. */
export const Ink = 128;
