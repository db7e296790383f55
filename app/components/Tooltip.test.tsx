import { screen } from '@testing-library/react';
import { createTestI18n, renderWithProviders } from '../test/render';
import { Tooltip, tooltipLayout, tooltipText } from './Tooltip';

const translations: Record<string, string> = {
  Validation_Maximum_Length: 'At most {{0}} characters',
  Only_Marker: '¿Only_Marker',
};
const translate = (key: string, values: Record<string, string>) =>
  (translations[key] ?? key).replace(/\{\{(\d+)\}\}/g, (_, index: string) => values[index] ?? '');

describe('Tooltip text', () => {
  it('translates a key with %% parameters', () => {
    expect(tooltipText('Validation_Maximum_Length%%50', translate)).toBe('At most 50 characters');
  });

  it('falls back to the raw message when the translation carries the untranslated marker', () => {
    expect(tooltipText('Only_Marker%%x', translate)).toBe('Only_Marker%%x');
  });

  it('is 200 px wide by default and doubles with a smaller font over 1,000 characters', () => {
    expect(tooltipLayout('short')).toEqual({ width: 200, fontSize: 12 });
    expect(tooltipLayout('x'.repeat(1000))).toEqual({ width: 200, fontSize: 12 });
    const long = tooltipLayout('x'.repeat(1001));
    expect(long.width).toBe(400);
    expect(long.fontSize).toBeLessThan(12);
  });
});

describe('Tooltip', () => {
  it('shows the translated message', async () => {
    const i18n = createTestI18n('en-US', { Required: 'This field is required' });
    renderWithProviders(
      <Tooltip message="Required" opened>
        <button type="button">target</button>
      </Tooltip>,
      { i18n },
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This field is required');
  });

  it('renders only its child without a message', () => {
    renderWithProviders(
      <Tooltip message="" opened>
        <button type="button">target</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'target' })).toBeInTheDocument();
  });
});
