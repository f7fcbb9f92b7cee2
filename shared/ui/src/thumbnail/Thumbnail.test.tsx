import { fireEvent, render, screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { Thumbnail } from './Thumbnail';

describe('Thumbnail', () => {
  it('is a lazy, sized picture in a box of fixed proportions, decorative by default', async () => {
    const { container } = render(<Thumbnail src="/_api/content/learning/demo/thumbnails/fire-safety.svg" type="Course" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveAttribute('alt', '');
    expect(container.firstElementChild).toHaveStyle({ aspectRatio: '320 / 180' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the item type's designed picture when there is none or it cannot load", () => {
    const { container, rerender } = render(<Thumbnail src="/missing.png" type="Video" alt="Hand hygiene" width={400} height={300} eager />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    fireEvent.error(container.querySelector('img')!);
    const fallback = screen.getByRole('img', { name: 'Hand hygiene' });
    expect(fallback.tagName.toLowerCase()).toBe('svg');
    expect(fallback).toHaveAttribute('data-type', 'Video');
    expect(fallback).toHaveAttribute('viewBox', '0 0 400 300');

    rerender(<Thumbnail type="Podcast" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-type', 'other');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('tries a new address again after a failed one', () => {
    const { container, rerender } = render(<Thumbnail src="/a.png" type="Course" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Thumbnail src="/b.png" type="Course" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.png');
  });
});
