import { render, waitFor } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize-html';
import { sanitizeHtml as sanitizeHtmlLater } from './sanitizer';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<img src="a.png" onerror="alert(1)">')).toBe('<img src="a.png">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps ordinary markup and links, making new-window links safe', () => {
    expect(sanitizeHtml('<b>Bold</b> <a href="/privacy">Privacy</a>')).toBe('<b>Bold</b> <a href="/privacy">Privacy</a>');
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('is also offered asynchronously, fetching DOMPurify on first use', async () => {
    await expect(sanitizeHtmlLater('<p onclick="alert(1)">Hi</p><script>alert(1)</script>')).resolves.toBe('<p>Hi</p>');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised html in the chosen element: no script, no event handler, no iframe', async () => {
    const { container } = render(
      <SafeHtml as="span" className="policy" html={'<em onmouseover="alert(1)">ok</em><script>alert(1)</script><iframe src="https://evil.example"></iframe>'} />,
    );
    const span = container.querySelector('span.policy');
    await waitFor(() => expect(span?.innerHTML).toBe('<em>ok</em>'));
  });

  it('uses a div by default', async () => {
    const { container } = render(<SafeHtml html="text" />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    await waitFor(() => expect(container.firstElementChild?.innerHTML).toBe('text'));
  });
});
