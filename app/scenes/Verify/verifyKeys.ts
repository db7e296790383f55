/** What a key press does on the verify screen (keyboard for all of it). */
export type VerifyCommand =
  | { kind: 'save' }
  | { kind: 'delete' }
  | { kind: 'open'; step: 1 | -1 }
  | { kind: 'cancel' };

type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * Ctrl+S or Ctrl+Enter saves, Ctrl+Delete deletes (after confirmation), Alt+↓/↑ opens the next or previous document
 * of the list, Esc puts back what the open document held. These work from inside the form's fields too.
 */
export function verifyCommandFor(event: KeyPress): VerifyCommand | null {
  const control = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (control && !event.altKey && (key === 's' || key === 'Enter')) return { kind: 'save' };
  if (control && key === 'Delete') return { kind: 'delete' };
  if (event.altKey && !control && (key === 'ArrowDown' || key === 'ArrowUp'))
    return { kind: 'open', step: key === 'ArrowDown' ? 1 : -1 };
  if (key === 'Escape' && !control && !event.altKey) return { kind: 'cancel' };
  return null;
}

/** The keys shown in the help popover, with their texts. */
export const VerifyKeyHelp: ReadonlyArray<{ keys: string; text: string }> = [
  { keys: 'Ctrl+S / Ctrl+Enter', text: 'Verify_Key_Save' },
  { keys: 'Alt+↓ / Alt+↑', text: 'Verify_Key_Next' },
  { keys: 'Tab / Shift+Tab', text: 'Verify_Key_Fields' },
  { keys: 'Ctrl+Delete', text: 'Verify_Key_Delete' },
  { keys: 'Esc', text: 'Verify_Key_Cancel' },
];
