import { subscriptionTypeKey } from './subscription-type';

describe('subscription display types (spec 3 §3)', () => {
  it('shows TinCan and Scorm as Course and names the known types', () => {
    expect(subscriptionTypeKey('TinCan')).toBe('subscriptions.type.Course');
    expect(subscriptionTypeKey('Scorm')).toBe('subscriptions.type.Course');
    expect(subscriptionTypeKey('ELA')).toBe('subscriptions.type.ELA');
    expect(subscriptionTypeKey('task')).toBe('subscriptions.type.task');
    expect(subscriptionTypeKey('Other')).toBeUndefined();
  });
});
