import type { AppSettings, User } from '@portal/contracts';
import { featureEnabled } from './features';

export interface MenuAccessContext {
  user: User | null;
  settings: AppSettings | null;
  /** Answers of POST /instructors/isInstructor and /dashel/isTeamLeader. */
  isInstructor: boolean;
  isTeamLeader: boolean;
}

const PROFILE_RULE = /^profile:([^:]+):(.*)$/;

/**
 * Spec 1 §6 header menu access rules. A list means ANY OF: the item shows when at least one rule
 * passes (a menu item for "team leaders or instructors" is the common case; an all-of reading
 * would make such lists useless). No rules (undefined or []) shows the item to everyone.
 * Every rule needs a signed-in user.
 */
export function canSeeMenuItem(rules: readonly string[] | undefined, context: MenuAccessContext): boolean {
  if (!rules || rules.length === 0) return true;
  return rules.some((rule) => passesRule(rule, context));
}

function passesRule(rule: string, { user, settings, isInstructor, isTeamLeader }: MenuAccessContext): boolean {
  if (!user) return false;
  if (rule === 'TeamLeader') return user.roles.includes('TeamLeader') || isTeamLeader;
  if (rule === 'Instructor') return isInstructor && featureEnabled(settings, 'instructors');
  if (rule === 'password:edit') return user.authenticationMode !== 'sso' && featureEnabled(settings, 'changePassword');
  const profileRule = PROFILE_RULE.exec(rule);
  if (profileRule) {
    const [, field = '', expected] = profileRule;
    const value = user.profile[field];
    // A multi-value field (tags, multiChoice) "equals" the value when it holds it.
    return Array.isArray(value) ? value.includes(expected ?? '') : value === expected;
  }
  return user.roles.includes(rule);
}
