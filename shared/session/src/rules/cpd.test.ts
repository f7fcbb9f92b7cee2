import { makeSettings, makeUser } from '../testing';
import { isCpdVisible } from './cpd';

describe('isCpdVisible (spec 1 §6)', () => {
  const cpd = makeSettings({ cpd: true });

  it("is visible when CPD is configured and cpdEligible is not 'No'", () => {
    expect(isCpdVisible(cpd, makeUser())).toBe(true);
    expect(isCpdVisible(cpd, makeUser({ profile: { cpdEligible: 'Yes' } }))).toBe(true);
  });

  it("is hidden when cpdEligible is 'No', CPD is not configured, or no one is signed in", () => {
    expect(isCpdVisible(cpd, makeUser({ profile: { cpdEligible: 'No' } }))).toBe(false);
    expect(isCpdVisible(makeSettings(), makeUser())).toBe(false);
    expect(isCpdVisible(null, makeUser())).toBe(false);
    expect(isCpdVisible(cpd, null)).toBe(false);
  });
});
