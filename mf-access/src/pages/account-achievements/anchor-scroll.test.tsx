import { act, render } from '@testing-library/react';
import { ACHIEVEMENTS_ANCHOR_SCROLL_MS, ANCHOR_WAIT_MS, anchorId, useAnchorScroll } from './anchor-scroll';

function Probe({ hash }: { hash: string }) {
  useAnchorScroll(hash);
  return <p id="cert-1">Fire safety</p>;
}

describe('the achievements anchor (spec 1 §2, constants)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('scrolls after 2000 ms, the spec constant', () => {
    expect(ACHIEVEMENTS_ANCHOR_SCROLL_MS).toBe(2000);
  });

  it("scrolls the hash's element into view 2000 ms after the page opens, not before", () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<Probe hash="#cert-1" />);
    jest.advanceTimersByTime(1999);
    expect(scrolled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toHaveProperty('id', 'cert-1');
  });

  it('does nothing without a hash, for a hash naming nothing, or once the page is left', () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<Probe hash="" />);
    render(<Probe hash="#missing" />);
    const { unmount } = render(<Probe hash="#cert-1" />);
    unmount();
    jest.advanceTimersByTime(5000);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('scrolls to an anchor that appears only after the 2000 ms, once, and not to one after the wait', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<Probe hash="#late" />);
    jest.advanceTimersByTime(2000);
    expect(scrolled).not.toHaveBeenCalled();
    const late = document.createElement('p');
    late.id = 'late';
    document.body.append(late);
    await act(() => Promise.resolve());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(late);
    late.remove();

    render(<Probe hash="#later" />);
    jest.advanceTimersByTime(2000 + ANCHOR_WAIT_MS);
    const later = document.createElement('p');
    later.id = 'later';
    document.body.append(later);
    await act(() => Promise.resolve());
    expect(scrolled).toHaveBeenCalledTimes(1);
    later.remove();
  });

  it('reads the element id from the hash, percent-decoded', () => {
    expect(anchorId('#a%20b')).toBe('a b');
    expect(anchorId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(anchorId('#')).toBeNull();
    expect(anchorId('')).toBeNull();
  });
});
