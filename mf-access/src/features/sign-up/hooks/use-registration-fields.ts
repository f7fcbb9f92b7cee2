import { useEffect, useState } from 'react';
import { useApi } from '@portal/api-client';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { loadProfileFields, useSession } from '@portal/session';
import { currentScope } from '../../../lib/scope';

/**
 * The tenant's profile field definitions for the registration fields: the settings' `profile` when
 * it has them, else GET …/profilefields (public; an empty list on failure), once `enabled`.
 * Undefined while loading.
 */
export function useProfileFieldDefinitions(enabled: boolean): ProfileFieldDefinition[] | undefined {
  const api = useApi();
  const fromSettings = useSession((state) => state.settings?.profile);
  const [loaded, setLoaded] = useState<ProfileFieldDefinition[]>();

  useEffect(() => {
    if (!enabled || fromSettings?.length) return;
    let live = true;
    void loadProfileFields(api, currentScope()).then((fields) => {
      if (live) setLoaded(fields);
    });
    return () => {
      live = false;
    };
  }, [api, enabled, fromSettings]);

  return fromSettings?.length ? fromSettings : loaded;
}
