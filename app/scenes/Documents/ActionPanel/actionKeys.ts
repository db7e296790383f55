import type { ActionName } from '../../../../domain/workflow';

/**
 * Alt+letter shortcuts of the frequent actions; the first allowed action of a list wins. Letters are
 * read from the physical key (event.code), so Alt on a Mac (which types å, ß …) works too. They stay
 * clear of the walk keys (arrows, j, k, Escape) and of the browser's Alt+D/E/F menus.
 */
export const ActionShortcuts: ReadonlyArray<{ code: string; letter: string; actions: ActionName[] }> = [
  { code: 'KeyA', letter: 'A', actions: ['Approve'] },
  { code: 'KeyS', letter: 'S', actions: ['SignOff'] },
  { code: 'KeyB', letter: 'B', actions: ['Block'] },
  { code: 'KeyR', letter: 'R', actions: ['Answer', 'SendBack', 'Reject'] },
  { code: 'KeyH', letter: 'H', actions: ['Await'] },
];

/** The Alt+letter hint of an action among the allowed ones, if it has one. */
export function shortcutOf(action: ActionName, allowed: readonly ActionName[]): string | null {
  const entry = ActionShortcuts.find(
    (shortcut) => shortcut.actions.find((name) => allowed.includes(name)) === action,
  );
  return entry ? `Alt+${entry.letter}` : null;
}

/** What a key press asks for: an allowed action by its Alt shortcut, performing the selected one, or nothing. */
export function keyCommand(
  event: Pick<KeyboardEvent, 'code' | 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  allowed: readonly ActionName[],
): { kind: 'request'; action: ActionName } | { kind: 'perform' } | null {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key === 'Enter') return { kind: 'perform' };
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const entry = ActionShortcuts.find((shortcut) => shortcut.code === event.code);
  const action = entry?.actions.find((name) => allowed.includes(name));
  return action ? { kind: 'request', action } : null;
}
