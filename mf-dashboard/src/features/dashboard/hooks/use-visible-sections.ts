import { useMemo } from 'react';
import type { DashboardManifest } from '@portal/contracts';
import { useSession } from '@portal/session';
import { visibleTiles, type DashboardSection } from '../domain/visible-tiles';

/** The manifest's sections as this user may see them, recomputed when the session changes. */
export function useVisibleSections(manifest: DashboardManifest | undefined): DashboardSection[] {
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  const isInstructor = useSession((state) => state.isInstructor);
  const isTeamLeader = useSession((state) => state.isTeamLeader);
  return useMemo(() => (manifest ? visibleTiles(manifest, { user, settings, isInstructor, isTeamLeader }) : []), [manifest, user, settings, isInstructor, isTeamLeader]);
}
