import type { AppSettings, User } from '@portal/contracts';
import { featureEnabled } from './features';

/** Spec 1 §6: CPD is visible only if configured and the profile's cpdEligible is not 'No'. */
export function isCpdVisible(settings: AppSettings | null | undefined, user: User | null | undefined): boolean {
  return !!user && featureEnabled(settings, 'cpd') && user.profile.cpdEligible !== 'No';
}
