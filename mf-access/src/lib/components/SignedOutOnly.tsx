import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { postLoginDestination, sessionStore } from '@portal/session';

/**
 * A page for signing in (the form, the second factor) shown to a user who is signed in already sends
 * them where signing in would (spec 1 §4 post-login routing, without a return state): signing in again
 * over a live session would leave the header with the previous user. Judged once, on arrival: the page's
 * own sign-in sets the user just before it navigates on.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const [home] = useState(() => {
    const { user, settings, profileFields } = sessionStore.getState();
    return user ? postLoginDestination({ user, settings, returnTo: null, profileFields }) : null;
  });
  return home ? <Navigate to={home} replace /> : children;
}
