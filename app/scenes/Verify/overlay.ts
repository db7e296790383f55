import { turnBox } from '../../../domain/recognition/pageTurn';
import type { Box } from '../../../domain/recognition/types';

/** The overlay of a recognised field's box on the page as shown (turned by `degrees`), in percent of the page. */
export function overlayStyle(
  box: Box,
  degrees: number,
): { left: string; top: string; width: string; height: string } {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const [x, y, w, h] = turnBox(box, degrees);
  const percent = (value: number) => `${(clamp(value) * 100).toFixed(2)}%`;
  return {
    left: percent(x),
    top: percent(y),
    width: percent(Math.min(w, 1 - x)),
    height: percent(Math.min(h, 1 - y)),
  };
}

/** How sure recognition is, in three steps for the indicator's colour. */
export type ConfidenceLevel = 'high' | 'medium' | 'low';

export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.9) return 'high';
  if (confidence >= 0.8) return 'medium';
  return 'low';
}

/** The indicator's colour per level (Mantine colours). */
export const ConfidenceColors: Record<ConfidenceLevel, string> = {
  high: 'teal',
  medium: 'yellow',
  low: 'red',
};
