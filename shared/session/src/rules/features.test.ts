import { makeSettings } from '../testing';
import { featureEnabled, isFeature, type Feature } from './features';

const ON_BY_DEFAULT: Array<[Feature, string]> = [
  ['avatar', 'enableAvatar'],
  ['approvals', 'enableApprovals'],
  ['calendar', 'enableCalendar'],
  ['achievements', 'enableAchievements'],
  ['learningHistory', 'enableLearningHistory'],
  ['myProfile', 'enableMyProfile'],
  ['changePassword', 'enableChangePassword'],
  ['myLearning', 'enableMyLearning'],
  ['catalogue', 'enableCatalogue'],
  ['learnerDashboard', 'enableLearnerDashboard'],
  ['externalLearning', 'enableExternalLearning'],
];

describe('featureEnabled (spec 1 §1)', () => {
  it.each(ON_BY_DEFAULT)('%s is on unless %s is false', (feature, key) => {
    expect(featureEnabled(null, feature)).toBe(true);
    expect(featureEnabled(makeSettings(), feature)).toBe(true);
    expect(featureEnabled(makeSettings({ [key]: true }), feature)).toBe(true);
    expect(featureEnabled(makeSettings({ [key]: false }), feature)).toBe(false);
  });

  it.each<[Feature, Parameters<typeof makeSettings>[0]]>([
    ['instructors', { instructors: true }],
    ['cpd', { cpd: true }],
    ['gamification', { gamification: { cohort: 'all' } }],
    ['commerce', { enableCommerce: true }],
    ['comments', { enableComments: true }],
    ['sso', { sso: { connections: [{ tenant: 't', service: 'auth0' }] } }],
    ['forcedMandatoryProfileData', { profile: [{ name: 'dept', label: 'Department', type: 'text', required: true, adminOnly: false }] }],
    ['footerPolicies', { footerPolicies: { Privacy: '/privacy' } }],
  ])('%s is on only when configured', (feature, configured) => {
    expect(featureEnabled(null, feature)).toBe(false);
    expect(featureEnabled(makeSettings(), feature)).toBe(false);
    expect(featureEnabled(makeSettings(configured), feature)).toBe(true);
  });

  it('does not count empty configuration as configured', () => {
    expect(featureEnabled(makeSettings({ sso: { connections: [] } }), 'sso')).toBe(false);
    expect(featureEnabled(makeSettings({ footerPolicies: {} }), 'footerPolicies')).toBe(false);
    expect(featureEnabled(makeSettings({ instructors: false }), 'instructors')).toBe(false);
    expect(featureEnabled(makeSettings({ profile: [{ name: 'grade', label: 'Grade', type: 'text', required: true, adminOnly: true }] }), 'forcedMandatoryProfileData')).toBe(false);
  });

  it('isFeature recognises names from content manifests', () => {
    expect(isFeature('cpd')).toBe(true);
    expect(isFeature('learnerDashboard')).toBe(true);
    expect(isFeature('teleport')).toBe(false);
  });
});
