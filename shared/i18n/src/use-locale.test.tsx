import { act, render, screen } from '@testing-library/react';
import { formatDate, formatNumber, i18n, useLocale } from './index';

function Locale() {
  return <p data-testid="locale">{useLocale()}</p>;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-GB'));
});

describe('useLocale and the formatters bound to the active language', () => {
  it('re-renders with the new language when it changes', async () => {
    render(<Locale />);
    expect(screen.getByTestId('locale')).toHaveTextContent('en-GB');
    await act(() => i18n.changeLanguage('de-DE'));
    expect(screen.getByTestId('locale')).toHaveTextContent('de-DE');
    await act(() => i18n.changeLanguage('ar-SA'));
    expect(screen.getByTestId('locale')).toHaveTextContent('ar-SA');
  });

  it('formats in whatever language is active', async () => {
    const day = '2026-03-12T09:05:00.000Z';
    expect([formatNumber(1234.5), formatDate(day, { timeZone: 'UTC' })]).toEqual(['1,234.5', '12 Mar 2026']);
    await act(() => i18n.changeLanguage('de-DE'));
    expect([formatNumber(1234.5), formatDate(day, { timeZone: 'UTC' })]).toEqual(['1.234,5', '12.03.2026']);
    await act(() => i18n.changeLanguage('ar-SA'));
    expect(formatNumber(61)).toBe('٦١');
  });

  it('answers en-GB for a language the portal does not offer', async () => {
    render(<Locale />);
    await act(() => i18n.changeLanguage('xx'));
    expect(screen.getByTestId('locale')).toHaveTextContent('en-GB');
  });
});
