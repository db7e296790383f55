import { popups } from '../../shell/popups/popupStore';

/**
 * Reports 'Saved' when a save (a mutation's `mutateAsync`) succeeds, then runs `then` with what was saved. It waits on
 * the save's promise rather than on `mutate`'s callbacks: TanStack Query skips those when the page was mounted anew
 * while the save ran, and the save then succeeded without a word. A failed save says nothing here: the query
 * client's error popup or the form's field errors show it.
 */
export function reportSaved<Saved>(saving: Promise<Saved>, then?: (saved: Saved) => void): void {
  saving.then(
    (saved) => {
      popups.add({ Message: 'Saved', Icon: 'check' });
      then?.(saved);
    },
    () => undefined,
  );
}
