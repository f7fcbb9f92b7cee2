import { render, screen } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { resetSessionStore } from '@portal/testing';
import { Footer } from './Footer';

describe('Footer (spec 1 §1: footer policies only when configured)', () => {
  beforeEach(() => resetSessionStore());

  it("lists the tenant's footer policies, each opening in a new window", () => {
    sessionStore.getState().setSettings({ items: [], footerPolicies: { 'Privacy notice': 'https://demo.example/privacy', Accessibility: 'https://demo.example/a11y' } });
    render(<Footer />);
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(policies).toBeInTheDocument();
    const privacy = screen.getByRole('link', { name: 'Privacy notice (opens in a new window)' });
    expect(privacy).toHaveAttribute('href', 'https://demo.example/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Accessibility/ })).toHaveAttribute('href', 'https://demo.example/a11y');
  });

  it('renders nothing when the tenant configures no footer', () => {
    sessionStore.getState().setSettings({ items: [] });
    const { container } = render(<Footer />);
    expect(container).toBeEmptyDOMElement();
  });
});
