import { keyCommand, shortcutOf } from './actionKeys';

const press = (code: string, extra: Partial<KeyboardEvent> = {}) => ({
  code,
  key: code.replace('Key', '').toLowerCase(),
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...extra,
});

describe('the action shortcuts', () => {
  it('asks for an allowed action by its Alt key, read from the physical key', () => {
    expect(keyCommand(press('KeyA', { key: 'å' }), ['Approve', 'Block'])).toEqual({
      kind: 'request',
      action: 'Approve',
    });
    expect(keyCommand(press('KeyB'), ['Approve', 'Block'])).toEqual({ kind: 'request', action: 'Block' });
  });

  it('ignores the key of an action that is not allowed, and Alt with Ctrl or Shift', () => {
    expect(keyCommand(press('KeyS'), ['Approve'])).toBeNull();
    expect(keyCommand(press('KeyA', { shiftKey: true }), ['Approve'])).toBeNull();
    expect(keyCommand(press('KeyA', { altKey: false }), ['Approve'])).toBeNull();
  });

  it('lets Alt+R reply to a question, else send back', () => {
    expect(keyCommand(press('KeyR'), ['Answer', 'SendBack'])).toEqual({ kind: 'request', action: 'Answer' });
    expect(keyCommand(press('KeyR'), ['Reject', 'SendBack'])).toEqual({
      kind: 'request',
      action: 'SendBack',
    });
    expect(shortcutOf('SendBack', ['Reject', 'SendBack'])).toBe('Alt+R');
    expect(shortcutOf('Reject', ['Reject', 'SendBack'])).toBeNull();
  });

  it('performs the selected action on Ctrl+Enter or Cmd+Enter', () => {
    const enter = { code: 'Enter', key: 'Enter', altKey: false, shiftKey: false };
    expect(keyCommand({ ...enter, ctrlKey: true, metaKey: false }, [])).toEqual({ kind: 'perform' });
    expect(keyCommand({ ...enter, ctrlKey: false, metaKey: true }, [])).toEqual({ kind: 'perform' });
    expect(keyCommand({ ...enter, ctrlKey: false, metaKey: false }, [])).toBeNull();
  });
});
