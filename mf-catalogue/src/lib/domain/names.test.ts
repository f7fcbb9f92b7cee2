import { itemTitle, shortLocation, shortName } from './names';

describe('shortName (spec 2 §9: 55 characters with an ellipsis)', () => {
  it('keeps a name of 55 characters and cuts a longer one', () => {
    const name55 = 'a'.repeat(55);
    expect(shortName(name55)).toBe(name55);
    expect(shortName(`${name55}b`)).toBe(`${name55}…`);
  });
});

describe('shortLocation (spec 2 §9: 18 characters)', () => {
  it('cuts at 18', () => {
    expect(shortLocation('Main hall, level 2, room 4')).toBe('Main hall, level 2…');
    expect(shortLocation('Room 4')).toBe('Room 4');
  });
});

describe('itemTitle (spec 2 §9)', () => {
  it('keeps names of 48 characters or fewer', () => {
    const name = 'Infection prevention and control for care staff';
    expect(name.length).toBeLessThanOrEqual(48);
    expect(itemTitle(name)).toBe(name);
  });

  it('cuts a name over 58 characters to 58 plus an ellipsis when it has many spaces', () => {
    const name = 'An introduction to the safe moving and handling of people in the community';
    expect(itemTitle(name)).toBe(`${name.slice(0, 58).trimEnd()}…`);
  });

  it('cuts to 48 when still over 48 with at most 4 spaces', () => {
    const name = 'Pharmacokinetics-and-pharmacodynamics for prescribing practitioners-advanced';
    expect(itemTitle(name)).toBe(`${name.slice(0, 48)}…`);
  });

  it('cuts a 50-character name with few spaces to 48, but keeps one with many spaces', () => {
    const fewSpaces = 'Cardiopulmonary-resuscitation-immediate life support';
    expect(fewSpaces.length).toBe(52);
    expect(itemTitle(fewSpaces)).toBe(`${fewSpaces.slice(0, 48)}…`);
    const manySpaces = 'How to read a an ECG in a few very short easy steps';
    expect(manySpaces.length).toBeGreaterThan(48);
    expect(itemTitle(manySpaces)).toBe(manySpaces);
  });
});
