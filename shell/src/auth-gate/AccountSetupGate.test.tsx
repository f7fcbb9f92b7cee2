import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@portal/session';
import { makeUser, resetSessionStore } from '@portal/testing';
import { renderAt } from '../test/shell-services';
import { AuthGate } from './AuthGate';

function Pages() {
  return (
    <Routes>
      <Route path="/catalogue/items" element={<AuthGate route={{ authorizedRoles: '*' }}>catalogue page</AuthGate>} />
      <Route path="/account/settings" element={<AuthGate route={{ authorizedRoles: '*' }}>settings page</AuthGate>} />
      <Route path="/account/mfa" element={<AuthGate route={{ authorizedRoles: '*' }}>mfa page</AuthGate>} />
      <Route path="/access/forgot" element={<AuthGate route={{ isPublicAccessPage: true }}>forgot page</AuthGate>} />
    </Routes>
  );
}

beforeEach(() => {
  resetSessionStore();
  sessionStore.getState().setSettings({ items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }] });
  sessionStore.getState().setProfileFields([{ name: 'jobTitle', label: 'Job title', type: 'text', required: true, adminOnly: false }]);
});

describe('AuthGate with account set-up blocks (spec 1 §2)', () => {
  it('redirects a private page to the two-factor set-up while it is required and not done', () => {
    sessionStore.getState().setUser(makeUser({ isTwoFASetupCompleted: false, profile: { jobTitle: 'Nurse' } }));
    renderAt(<Pages />, '/catalogue/items');
    expect(screen.getByTestId('location').textContent).toBe('/account/mfa');
    expect(screen.getByText('mfa page')).toBeInTheDocument();
  });

  it('redirects a private page to the profile view while a mandatory field is empty', () => {
    sessionStore.getState().setUser(makeUser({ isTwoFASetupCompleted: true, profile: { jobTitle: '' } }));
    renderAt(<Pages />, '/catalogue/items');
    expect(screen.getByTestId('location').textContent).toBe('/account/settings?view=profile');
    expect(screen.getByText('settings page')).toBeInTheDocument();
  });

  it('keeps public access pages reachable', () => {
    sessionStore.getState().setUser(makeUser({ isTwoFASetupCompleted: false, profile: {} }));
    renderAt(<Pages />, '/access/forgot');
    expect(screen.getByTestId('location').textContent).toBe('/access/forgot');
    expect(screen.getByText('forgot page')).toBeInTheDocument();
  });

  it('lets the user go anywhere once set up and complete', () => {
    sessionStore.getState().setUser(makeUser({ isTwoFASetupCompleted: true, profile: { jobTitle: 'Nurse' } }));
    renderAt(<Pages />, '/catalogue/items');
    expect(screen.getByText('catalogue page')).toBeInTheDocument();
  });
});
