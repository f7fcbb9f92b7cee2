import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createTokenRefresher } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { User } from '@portal/contracts';
import { ServicesProvider, type ShellServices } from './lib/services';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'ada',
    displayName: 'Ada Lovelace',
    roles: [],
    profile: {},
    authenticationMode: 'forms',
    ...overrides,
  };
}

export function makeServices(handlers: Record<string, MockHandler> = {}) {
  const api = createMockApiClient(handlers);
  return { api, tokenRefresher: createTokenRefresher(api) } satisfies ShellServices;
}

/** Shows where the router is, so tests can assert redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export function renderAt(ui: ReactElement, path: string, services: ShellServices = makeServices()) {
  return render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </ServicesProvider>,
  );
}
