import { act, fireEvent, render } from '@testing-library/react';
import { bus } from '@portal/event-bus';
import { makeUser } from '@portal/testing';
import { Avatar } from './Avatar';

/** The signed-in user these tests name. */
const ada = { username: 'ada', displayName: 'Ada Lovelace' };

describe('Avatar', () => {
  it('shows the picture addressed by the mail, else the user id, at size 160 (rule: @portal/contracts avatarUrl)', () => {
    const { container, rerender } = render(<Avatar user={makeUser({ ...ada, profile: { mail: 'ada@demo.example' } })} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/_api/avatar/ada%40demo.example?s=160');
    rerender(<Avatar user={makeUser({ ...ada, id: 'u7', profile: {} })} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/_api/avatar/u7?s=160');
  });

  it('shows the placeholder until the picture loads, and again until a new upload has loaded', () => {
    const user = makeUser({ ...ada, id: 'u1', profile: {} });
    const { container } = render(<Avatar user={user} />);
    const image = () => container.querySelector('img')!;
    expect(container.querySelector('.lp-avatar__placeholder')).toHaveAttribute('data-initials', 'AL');
    fireEvent.load(image());
    expect(container.querySelector('.lp-avatar__placeholder')).not.toBeInTheDocument();

    act(() => bus.emit('account.avatar-changed.v1', { userId: 'someone-else', version: 1 }));
    expect(image()).toHaveAttribute('src', '/_api/avatar/u1?s=160');

    act(() => bus.emit('account.avatar-changed.v1', { userId: 'u1', version: 42 }));
    expect(image()).toHaveAttribute('src', '/_api/avatar/u1?s=160&v=42');
    expect(container.querySelector('.lp-avatar__placeholder')).toBeInTheDocument();
    fireEvent.load(image());
    expect(container.querySelector('.lp-avatar__placeholder')).not.toBeInTheDocument();
  });
});
