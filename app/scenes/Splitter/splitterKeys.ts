/** What a key press does in the splitter (spec 001 §4: keyboard for all of it). */
export type SplitterCommand =
  | { kind: 'focus'; step: 1 | -1 }
  | { kind: 'move'; direction: 1 | -1 }
  | { kind: 'split' }
  | { kind: 'join' }
  | { kind: 'rotate'; degrees: 90 | -90 }
  | { kind: 'deletePage' }
  | { kind: 'save' }
  | { kind: 'deleteSource' };

type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** The command for a key press, or null when the splitter leaves the key alone. */
export function commandFor(event: KeyPress): SplitterCommand | null {
  const control = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const step = key === 'ArrowRight' ? 1 : -1;
    return control || event.altKey ? { kind: 'move', direction: step } : { kind: 'focus', step };
  }
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    return control || event.altKey ? null : { kind: 'focus', step: key === 'ArrowDown' ? 1 : -1 };
  }
  if (key === 'Delete') return control ? { kind: 'deleteSource' } : { kind: 'deletePage' };
  if (control) return key === 's' ? { kind: 'save' } : null;
  if (event.altKey) return null;
  if (key === 's') return { kind: 'split' };
  if (key === 'j') return { kind: 'join' };
  if (key === 'r') return { kind: 'rotate', degrees: event.shiftKey ? -90 : 90 };
  return null;
}

/** True when a key press belongs to a field, a menu or a dialog rather than to the splitter. */
export function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (
    target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"]')
  ) {
    return true;
  }
  return false;
}

/** The keys shown in the help popover, with their Navigation keys. */
export const SplitterKeyHelp: ReadonlyArray<{ keys: string; text: string }> = [
  { keys: '← →', text: 'Splitter_Key_Focus' },
  { keys: 'S', text: 'Splitter_Key_Split' },
  { keys: 'J', text: 'Splitter_Key_Join' },
  { keys: 'R / Shift+R', text: 'Splitter_Key_Rotate' },
  { keys: 'Delete', text: 'Splitter_Key_Delete_Page' },
  { keys: 'Ctrl+← →', text: 'Splitter_Key_Move' },
  { keys: 'Ctrl+S', text: 'Splitter_Key_Save' },
  { keys: 'Ctrl+Delete', text: 'Splitter_Key_Delete_Source' },
];
