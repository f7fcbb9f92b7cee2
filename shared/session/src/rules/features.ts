import type { AppSettings } from '@portal/contracts';

/** Spec 1 §1: feature switches that are on unless the tenant sets them to false. */
const ON_UNLESS_DISABLED = {
  avatar: 'enableAvatar',
  approvals: 'enableApprovals',
  calendar: 'enableCalendar',
  achievements: 'enableAchievements',
  learningHistory: 'enableLearningHistory',
  myProfile: 'enableMyProfile',
  changePassword: 'enableChangePassword',
  myLearning: 'enableMyLearning',
  catalogue: 'enableCatalogue',
  learnerDashboard: 'enableLearnerDashboard',
  // Spec 2 §1: enableExternalLearning defaults to true.
  externalLearning: 'enableExternalLearning',
} as const satisfies Record<string, keyof AppSettings>;

/** Spec 1 §1: features that are on only when configured. */
const ON_WHEN_CONFIGURED = {
  instructors: (s) => s.instructors === true,
  cpd: (s) => s.cpd === true,
  gamification: (s) => s.gamification !== undefined,
  commerce: (s) => s.enableCommerce === true,
  // Spec 2 §1: comments are an optional feature.
  comments: (s) => s.enableComments === true,
  sso: (s) => (s.sso?.connections?.length ?? 0) > 0,
  // "Forced mandatory profile data": the tenant's profile definitions make at least one field required.
  forcedMandatoryProfileData: (s) => (s.profile ?? []).some((field) => field.required && !field.adminOnly),
  footerPolicies: (s) => Object.keys(s.footerPolicies ?? {}).length > 0,
} as const satisfies Record<string, (settings: AppSettings) => boolean>;

export type Feature = keyof typeof ON_UNLESS_DISABLED | keyof typeof ON_WHEN_CONFIGURED;

export const FEATURES = [...Object.keys(ON_UNLESS_DISABLED), ...Object.keys(ON_WHEN_CONFIGURED)] as Feature[];

/** For names read from content (a header or dashboard manifest's `feature`). */
export function isFeature(name: string): name is Feature {
  return (FEATURES as string[]).includes(name);
}

/** Whether a feature is on; before the settings have loaded (null) every switch has its default. */
export function featureEnabled(settings: AppSettings | null | undefined, feature: Feature): boolean {
  if (feature in ON_UNLESS_DISABLED) {
    return settings?.[ON_UNLESS_DISABLED[feature as keyof typeof ON_UNLESS_DISABLED]] !== false;
  }
  return settings ? ON_WHEN_CONFIGURED[feature as keyof typeof ON_WHEN_CONFIGURED](settings) : false;
}
