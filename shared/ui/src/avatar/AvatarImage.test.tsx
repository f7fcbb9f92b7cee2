import { fireEvent, render, screen } from '@testing-library/react';
import { AvatarImage, initials } from './AvatarImage';

const placeholder = (container: HTMLElement) => container.querySelector('.lp-avatar__placeholder');
/** The initials the placeholder draws (as a picture: it holds no text a button would count as its label). */
const drawnInitials = (container: HTMLElement) => {
  const shown = placeholder(container);
  expect(shown).toBeEmptyDOMElement();
  return shown?.getAttribute('data-initials');
};

describe('initials', () => {
  it('takes the first letters of up to two words, in capitals', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  lee   learner  king ')).toBe('LL');
    expect(initials('newbie')).toBe('N');
    expect(initials('')).toBe('');
  });
});

describe('AvatarImage', () => {
  it('shows the initials until the picture loads, then only the picture', () => {
    const { container } = render(<AvatarImage src="/_api/avatar/u1?s=160" name="Lee Learner" size={160} alt="Your current profile picture" />);
    const image = screen.getByAltText('Your current profile picture');
    expect(image).toHaveAttribute('src', '/_api/avatar/u1?s=160');
    expect(image).toHaveAttribute('width', '160');
    expect(image).not.toBeVisible();
    expect(drawnInitials(container)).toBe('LL');
    fireEvent.load(image);
    expect(image).toBeVisible();
    expect(placeholder(container)).not.toBeInTheDocument();
  });

  it('falls back to the initials when the picture cannot load', () => {
    const { container } = render(<AvatarImage src="/_api/avatar/u1?s=160" name="Lee Learner" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(drawnInitials(container)).toBe('LL');
  });

  it('shows the initials again for a new picture until it has loaded', () => {
    const { container, rerender } = render(<AvatarImage src="/_api/avatar/u1?s=160" name="Lee Learner" />);
    fireEvent.load(container.querySelector('img')!);
    rerender(<AvatarImage src="/_api/avatar/u1?s=160&v=42" name="Lee Learner" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/_api/avatar/u1?s=160&v=42');
    expect(placeholder(container)).toBeInTheDocument();
    fireEvent.load(container.querySelector('img')!);
    expect(placeholder(container)).not.toBeInTheDocument();
  });

  it('is decorative without a text, and draws only the initials without a picture', () => {
    const { container } = render(<AvatarImage name="Ada Lovelace" className="lp-avatar--small" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('lp-avatar', 'lp-avatar--small');
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(drawnInitials(container)).toBe('AL');
  });

  it('sizes its round box, not only the picture, to the size asked for (a 64 px avatar is not drawn at 32)', () => {
    const { container } = render(<AvatarImage src="/_api/avatar/u1" name="Ada Lovelace" size={64} />);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--lp-avatar-size')).toBe('64px');
    expect(container.querySelector('img')).toHaveAttribute('width', '64');
    // Without a size, the stylesheet's default box.
    const { container: plain } = render(<AvatarImage name="Ada Lovelace" />);
    expect((plain.firstElementChild as HTMLElement).getAttribute('style')).toBeNull();
  });
});
