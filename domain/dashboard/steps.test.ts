import { SettingCatalogue } from '../entities/setting';
import {
  DashboardLayoutNotLoaded,
  DefaultDashboardLayout,
  nextOpenStep,
  stepOrderOf,
  stepsOfLayout,
  toDashboardLayout,
} from './steps';

describe('dashboard steps per layout (spec 001 §4)', () => {
  it.each([
    [0, ['Post', 'Approve', 'Payable']],
    [1, ['Approve', 'Post', 'Payable']],
    [2, ['Post']],
    [3, ['Post', 'Payable']],
    [4, ['Approve', 'Payable']],
    [5, ['Payable']],
  ])('layout %i shows Import, Classify, Validate, then %j', (layout, added) => {
    expect(stepsOfLayout(layout)).toEqual(['Import', 'Classify', 'Validate', ...added]);
  });

  it('shows only Import, Classify and Validate while the layout is not loaded (6)', () => {
    expect(stepsOfLayout(DashboardLayoutNotLoaded)).toEqual(['Import', 'Classify', 'Validate']);
  });

  it('numbers a step by its place in the layout, and has no place for a step the layout leaves out', () => {
    expect(stepOrderOf('Import', 0)).toBe(1);
    expect(stepOrderOf('Approve', 0)).toBe(5);
    expect(stepOrderOf('Approve', 1)).toBe(4);
    expect(stepOrderOf('Payable', 5)).toBe(4);
    expect(stepOrderOf('Approve', 2)).toBeNull();
  });

  it('reads a stored setting as a layout: 0–5 as they are, anything else as the default 0', () => {
    expect(toDashboardLayout(4)).toBe(4);
    for (const value of [null, undefined, -1, 6, 2.5, '3']) expect(toDashboardLayout(value)).toBe(0);
  });
});

describe('opening and closing the table', () => {
  it('opens the selected step', () => {
    expect(nextOpenStep(null, 'Post')).toBe('Post');
    expect(nextOpenStep('Import', 'Post')).toBe('Post');
  });

  it('closes on selecting the open step or none', () => {
    expect(nextOpenStep('Post', 'Post')).toBeNull();
    expect(nextOpenStep('Post', null)).toBeNull();
  });
});

describe('the Dashboard_Layout setting', () => {
  it('is a customer-wide number defaulting to layout 0', () => {
    expect(SettingCatalogue.Dashboard_Layout).toEqual({
      Type: 'Int',
      Default: DefaultDashboardLayout,
      Scope: 'Customer',
    });
  });
});
