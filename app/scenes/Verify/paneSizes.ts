import { getPreference, setPreference } from '../../shell/preferences';

/** The widths of the list and the form in pixels; the page viewer takes the rest (spec 001 §9 verify pane sizes). */
export type PaneSizes = { list: number; form: number };

export const DefaultPaneSizes: PaneSizes = { list: 240, form: 360 };
export const PaneLimits = { list: [180, 420], form: [300, 560] } as const;

const name = 'VerifyPaneSizes.main';

/** A size kept within its limits; anything unreadable is the default. */
export function clampPane(pane: keyof PaneSizes, value: unknown): number {
  const [min, max] = PaneLimits[pane];
  if (typeof value !== 'number' || !Number.isFinite(value)) return DefaultPaneSizes[pane];
  return Math.round(Math.min(max, Math.max(min, value)));
}

/** The signed-in user's pane sizes. */
export function loadPaneSizes(): PaneSizes {
  const stored = getPreference<Partial<Record<keyof PaneSizes, unknown>> | null>(name, null);
  return { list: clampPane('list', stored?.list), form: clampPane('form', stored?.form) };
}

/** Keeps the pane sizes for the signed-in user. */
export function savePaneSizes(sizes: PaneSizes): void {
  setPreference(name, sizes);
}
