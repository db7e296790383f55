import { belongsElsewhere, commandFor } from './splitterKeys';

const press = (
  key: string,
  modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => commandFor({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('splitter keys (spec 001 §4)', () => {
  it('moves the focus with the arrow keys', () => {
    expect(press('ArrowRight')).toEqual({ kind: 'focus', step: 1 });
    expect(press('ArrowUp')).toEqual({ kind: 'focus', step: -1 });
  });

  it('moves the page to the previous or next document with Alt or Ctrl and an arrow', () => {
    expect(press('ArrowLeft', { altKey: true })).toEqual({ kind: 'move', direction: -1 });
    expect(press('ArrowRight', { ctrlKey: true })).toEqual({ kind: 'move', direction: 1 });
  });

  it('splits with S, joins with J, rotates with R and Shift+R', () => {
    expect(press('s')).toEqual({ kind: 'split' });
    expect(press('J', { shiftKey: true })).toEqual({ kind: 'join' });
    expect(press('r')).toEqual({ kind: 'rotate', degrees: 90 });
    expect(press('R', { shiftKey: true })).toEqual({ kind: 'rotate', degrees: -90 });
  });

  it('deletes the page with Delete and the source with Ctrl+Delete; saves with Ctrl+S', () => {
    expect(press('Delete')).toEqual({ kind: 'deletePage' });
    expect(press('Delete', { ctrlKey: true })).toEqual({ kind: 'deleteSource' });
    expect(press('s', { ctrlKey: true })).toEqual({ kind: 'save' });
    expect(press('S', { metaKey: true })).toEqual({ kind: 'save' });
  });

  it('leaves other keys and Alt combinations alone', () => {
    expect(press('x')).toBeNull();
    expect(press('s', { altKey: true })).toBeNull();
    expect(press('c', { ctrlKey: true })).toBeNull();
  });

  it('leaves key presses in fields and dialogs to them', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    expect(belongsElsewhere(input)).toBe(true);
    expect(belongsElsewhere(button)).toBe(true);
    expect(belongsElsewhere(document.createElement('div'))).toBe(false);
  });
});
