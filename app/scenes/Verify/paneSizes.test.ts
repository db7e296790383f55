import { setStoredUser } from '../../session/tokenStore';
import { clampPane, DefaultPaneSizes, loadPaneSizes, savePaneSizes } from './paneSizes';

describe('verify pane sizes (spec 001 §9: persisted per user)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps sizes per customer and user', () => {
    setStoredUser('customer-1', 'user-1');
    savePaneSizes({ list: 300, form: 420 });
    expect(loadPaneSizes()).toEqual({ list: 300, form: 420 });
    setStoredUser('customer-1', 'user-2');
    expect(loadPaneSizes()).toEqual(DefaultPaneSizes);
  });

  it('keeps a size within its limits and reads anything odd as the default', () => {
    expect(clampPane('list', 5000)).toBe(420);
    expect(clampPane('form', 10)).toBe(300);
    expect(clampPane('list', 'wide')).toBe(DefaultPaneSizes.list);
  });
});
