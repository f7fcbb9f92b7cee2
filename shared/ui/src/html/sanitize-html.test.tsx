import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<img src="a.png" onerror="alert(1)">')).toBe('<img src="a.png">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps ordinary markup and links, making new-window links safe', () => {
    expect(sanitizeHtml('<b>Bold</b> <a href="/privacy">Privacy</a>')).toBe('<b>Bold</b> <a href="/privacy">Privacy</a>');
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('SafeHtml', () => {
  it('renders sanitised html in the chosen element', () => {
    const { container } = render(<SafeHtml as="span" className="policy" html={'<em>ok</em><iframe src="https://evil.example"></iframe>'} />);
    const span = container.querySelector('span.policy');
    expect(span?.innerHTML).toBe('<em>ok</em>');
  });

  it('uses a div by default', () => {
    const { container } = render(<SafeHtml html="text" />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});
