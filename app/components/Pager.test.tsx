import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Pager, pageCount, pagerEntries } from './Pager';

describe('pager pages', () => {
  it('uses 25 rows per page by default', () => {
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26, 10)).toBe(3);
  });

  it('shows all pages when there are 11 or fewer', () => {
    expect(pagerEntries(6, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('shows 3 neighbours each side with the first and last page beyond 11 pages', () => {
    expect(pagerEntries(10, 20)).toEqual([1, 'gap', 7, 8, 9, 10, 11, 12, 13, 'gap', 20]);
    expect(pagerEntries(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pagerEntries(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 12]);
  });
});

describe('Pager', () => {
  it('shows previous and next arrows only above 9 pages', () => {
    const { unmount } = renderWithProviders(<Pager totalCount={9 * 25} page={1} onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Pager totalCount={10 * 25} page={1} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('moves to a page by number or arrow', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager totalCount={500} page={4} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(onChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('hides itself for a single page', () => {
    renderWithProviders(<Pager totalCount={10} page={1} onChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
