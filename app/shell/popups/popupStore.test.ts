import { createPopupStore, offersCloseAll } from './popupStore';

describe('popup messages (spec 000 §4, §5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores popups without a message or with a non-text message', () => {
    const store = createPopupStore();
    expect(store.add({ Message: '' })).toBeNull();
    expect(store.add({ Message: '   ' })).toBeNull();
    expect(store.add({ Message: 42 })).toBeNull();
    expect(store.add({ Message: { key: 'x' } })).toBeNull();
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('closes a success popup after 3 seconds by default', () => {
    const store = createPopupStore();
    store.add({ Message: 'Saved', Icon: 'check' });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a popup with a link for 10 seconds', () => {
    const store = createPopupStore();
    const message = store.add({ Message: 'Open_It', Link: '/users' });
    expect(message?.Duration).toBe(10);
    vi.advanceTimersByTime(9999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a popup with Duration -1 and every error popup until closed', () => {
    const store = createPopupStore();
    store.add({ Message: 'Session_Expired_Info', Duration: -1 });
    const error = store.add({ Message: 'Forbidden', Icon: 'close', Duration: 3 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(2);
    expect(error?.Duration).toBe(-1);
    store.remove(error?.Id ?? '');
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('skips an only-if-unique popup whose original message is already shown', () => {
    const store = createPopupStore();
    store.add({ Message: 'Cannot_Connect_Server_Down_Info', Icon: 'close', OnlyIfUnique: true });
    expect(
      store.add({ Message: 'Cannot_Connect_Server_Down_Info', Icon: 'close', OnlyIfUnique: true }),
    ).toBeNull();
    expect(store.add({ Message: 'Cannot_Connect_Server_Down_Info', Icon: 'close' })).not.toBeNull();
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('defaults to the info icon and marks messages for translation', () => {
    const message = createPopupStore().add({ Message: 'Login_Locked%%30' });
    expect(message).toMatchObject({ Icon: 'info', ToTranslate: true, OriginalMessage: 'Login_Locked%%30' });
  });

  it("offers 'Close_All_Notifications' only with more than one persistent message", () => {
    const store = createPopupStore();
    store.add({ Message: 'A', Icon: 'close' });
    store.add({ Message: 'B' });
    expect(offersCloseAll(store.getSnapshot())).toBe(false);
    store.add({ Message: 'C', Duration: -1 });
    expect(offersCloseAll(store.getSnapshot())).toBe(true);
    store.clear();
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers on every change', () => {
    const store = createPopupStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const message = store.add({ Message: 'X', Duration: -1 });
    store.remove(message?.Id ?? '');
    unsubscribe();
    store.add({ Message: 'Y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
