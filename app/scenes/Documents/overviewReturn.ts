import type { OverviewDocumentType } from '../../../domain/documents';

/** Where the user was in an overview when a document was opened: the table's scroll, the page's, the row. */
export type OverviewPlace = { top: number; left: number; pageY: number; id: string };

// Kept for the tab's lifetime only: coming back from a detail, not a new visit, restores the place.
const places = new Map<OverviewDocumentType, OverviewPlace>();

/** Remembers the place of an overview as a document is opened from it. */
export function rememberPlace(type: OverviewDocumentType, place: OverviewPlace): void {
  places.set(type, place);
}

/**
 * The remembered place of an overview, read without using it up: a render React throws away (a
 * navigation in a transition, interrupted by the detail's late data) must not lose it.
 */
export function peekPlace(type: OverviewDocumentType): OverviewPlace | undefined {
  return places.get(type);
}

/** Uses the remembered place up once the overview is on screen: later visits start at the top again. */
export function forgetPlace(type: OverviewDocumentType, place: OverviewPlace | undefined): void {
  if (place && places.get(type) === place) places.delete(type);
}
