import { verifyCommandFor } from './verifyKeys';

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {},
) => verifyCommandFor({ key, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...mods });

describe('the verify keys', () => {
  it('saves with Ctrl+S and Ctrl+Enter', () => {
    expect(press('s', { ctrlKey: true })).toEqual({ kind: 'save' });
    expect(press('S', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'save' });
    expect(press('Enter', { ctrlKey: true })).toEqual({ kind: 'save' });
    expect(press('Enter')).toBeNull();
  });

  it('moves through the list with Alt+↓ and Alt+↑', () => {
    expect(press('ArrowDown', { altKey: true })).toEqual({ kind: 'open', step: 1 });
    expect(press('ArrowUp', { altKey: true })).toEqual({ kind: 'open', step: -1 });
    expect(press('ArrowDown')).toBeNull();
  });

  it('deletes only with Ctrl+Delete and cancels with Esc', () => {
    expect(press('Delete', { ctrlKey: true })).toEqual({ kind: 'delete' });
    expect(press('Delete')).toBeNull();
    expect(press('Escape')).toEqual({ kind: 'cancel' });
  });
});
