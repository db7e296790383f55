/** Zoom steps relative to the frame's width; 1 is "fit width". */
export const ZoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const FitZoom = 1;

/** The next zoom step in or out (stays at the ends). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const index = ZoomSteps.findIndex((step) => step >= zoom);
  const at = index < 0 ? ZoomSteps.length - 1 : index;
  return ZoomSteps[Math.min(ZoomSteps.length - 1, Math.max(0, at + direction))] ?? FitZoom;
}

/** A rotation turned a quarter clockwise, within 0-359. */
export function rotateQuarter(rotation: number): number {
  return (((rotation + 90) % 360) + 360) % 360;
}

/** Sizes of a page shown at a zoom and rotation: the box it takes and the image inside it. */
export function pageBox(
  frameWidth: number,
  zoom: number,
  rotation: number,
  image: { width: number; height: number },
): { boxWidth: number; boxHeight: number; imageWidth: number; imageHeight: number } {
  const sideways = rotation % 180 !== 0;
  const ratio = image.width > 0 && image.height > 0 ? image.height / image.width : Math.SQRT2;
  const boxWidth = Math.max(100, Math.round(frameWidth * zoom));
  const boxHeight = Math.round(sideways ? boxWidth / ratio : boxWidth * ratio);
  return sideways
    ? { boxWidth, boxHeight, imageWidth: boxHeight, imageHeight: boxWidth }
    : { boxWidth, boxHeight, imageWidth: boxWidth, imageHeight: boxHeight };
}
