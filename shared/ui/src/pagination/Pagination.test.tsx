import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_UI_TEXTS, UiTextsProvider } from '../ui-texts';
import { axeViolations } from '../testing/axe';
import { Pagination, pagesAround } from './Pagination';

describe('pagesAround', () => {
  it('offers the first, the last, the current page and its neighbours, with gaps between', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 5)).toEqual([1, 2, null, 5]);
    expect(pagesAround(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // A gap of one page shows the page instead.
    expect(pagesAround(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pagesAround(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('Pagination', () => {
  it('is a named navigation with the current page marked, and moves by page, previous and next', async () => {
    const onPageChange = jest.fn();
    const { container } = render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("writes the numbers and texts in the host's language", () => {
    const arabic = new Intl.NumberFormat('ar-SA');
    render(
      <UiTextsProvider texts={{ ...DEFAULT_UI_TEXTS, pageLabel: (page) => `الصفحة ${page}`, formatNumber: (value) => arabic.format(value) }}>
        <Pagination page={2} pageCount={3} onPageChange={jest.fn()} />
      </UiTextsProvider>,
    );
    expect(screen.getByRole('button', { name: `الصفحة ${arabic.format(2)}` })).toHaveTextContent(arabic.format(2));
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
