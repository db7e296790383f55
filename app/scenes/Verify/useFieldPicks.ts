import { useCallback, useRef, useState } from 'react';
import { popups } from '../../shell/popups/popupStore';
import type { PagePick } from './PageWordLayer';
import { type FieldPick, type FormField, pickedValue, type VerifyForm } from './verifyModel';

/** Puts the cursor in a form field (its input, or the first focusable element inside). */
export function focusField(field: FormField) {
  const slot = document.querySelector(`[data-field="${field}"]`);
  const target = slot?.querySelector<HTMLElement>('input:not([type="radio"]), textarea, input, button');
  target?.focus();
}

/**
 * Filling the header from the page: the field that has (or last had) the focus takes the picked text, read by the
 * parser for its kind, through the form's own change path (so the checks and the changed state follow). Where it
 * was picked is kept per field: it lights the box and goes with the save as the correction's place, which teaches
 * the vendor's lesson where the value stands.
 */
export function useFieldPicks(onChange: (change: Partial<VerifyForm>) => void, readOnly: boolean) {
  const last = useRef<FormField | null>(null);
  const [focused, setFocused] = useState<FormField | null>(null);
  const [picks, setPicks] = useState<Partial<Record<FormField, FieldPick>>>({});

  const onFocusField = useCallback((field: FormField | null) => {
    if (field) last.current = field;
    setFocused(field);
  }, []);

  const pick = (picked: PagePick) => {
    const field = last.current;
    if (!field || readOnly) return;
    const change = pickedValue(field, picked.text);
    if (!change) {
      popups.add({ Message: 'Verify_Pick_Does_Not_Fit', Icon: 'close', OnlyIfUnique: true });
      return;
    }
    onChange(change);
    setPicks((before) => ({ ...before, [field]: { Page: picked.page, Box: picked.box } }));
    if (!document.activeElement?.closest(`[data-field="${field}"]`)) focusField(field);
  };

  /** The field the next pick fills: the focused one, else the one that last had the focus. */
  const target = focused ?? last.current;
  return {
    focused,
    target,
    picks,
    pick,
    onFocusField,
    clearPicks: () => setPicks({}),
  };
}
