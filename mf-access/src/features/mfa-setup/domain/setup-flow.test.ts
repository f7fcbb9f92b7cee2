import { initialSetupState, nextSetupState, type SetupEvent, type SetupState } from './setup-flow';

const sms = { country_code: 'GB', contact_number: '07700900123' };

describe('nextSetupState (spec 1 §4 MFA setup views)', () => {
  const walk = (events: SetupEvent[], from: SetupState = initialSetupState) => events.reduce(nextSetupState, from);

  it('starts on startSetup', () => {
    expect(initialSetupState).toEqual({ view: 'startSetup' });
  });

  it('authenticator: startSetup → gaSetup → finaliseSetup → setupComplete', () => {
    expect(walk([{ type: 'choose', method: 'ga' }])).toEqual({ view: 'gaSetup' });
    expect(walk([{ type: 'choose', method: 'ga' }, { type: 'scanned' }])).toEqual({ view: 'finaliseSetup', mode: 'ga' });
    expect(walk([{ type: 'choose', method: 'ga' }, { type: 'scanned' }, { type: 'saved', recoveryCodes: ['a1', 'b2'] }])).toEqual({
      view: 'setupComplete',
      recoveryCodes: ['a1', 'b2'],
    });
  });

  it('sms: startSetup → smsSetup → (code sent) finaliseSetup with the number', () => {
    expect(walk([{ type: 'choose', method: 'sms' }])).toEqual({ view: 'smsSetup' });
    expect(
      walk([
        { type: 'choose', method: 'sms' },
        { type: 'codeSent', mode: 'sms', sms },
      ]),
    ).toEqual({ view: 'finaliseSetup', mode: 'sms', sms });
  });

  it('email: the code is sent from startSetup straight to finaliseSetup', () => {
    expect(walk([{ type: 'codeSent', mode: 'email' }])).toEqual({ view: 'finaliseSetup', mode: 'email' });
  });

  it('back from finaliseSetup returns to the view the code came from, keeping the SMS number', () => {
    expect(nextSetupState({ view: 'finaliseSetup', mode: 'ga' }, { type: 'back' })).toEqual({ view: 'gaSetup' });
    expect(nextSetupState({ view: 'finaliseSetup', mode: 'sms', sms }, { type: 'back' })).toEqual({ view: 'smsSetup', sms });
    expect(nextSetupState({ view: 'finaliseSetup', mode: 'email' }, { type: 'back' })).toEqual({ view: 'startSetup' });
  });

  it('back from gaSetup and smsSetup returns to startSetup', () => {
    expect(nextSetupState({ view: 'gaSetup' }, { type: 'back' })).toEqual({ view: 'startSetup' });
    expect(nextSetupState({ view: 'smsSetup', sms }, { type: 'back' })).toEqual({ view: 'startSetup' });
  });

  it.each<[SetupState, SetupEvent]>([
    [{ view: 'startSetup' }, { type: 'saved', recoveryCodes: ['x'] }],
    [{ view: 'startSetup' }, { type: 'codeSent', mode: 'sms', sms }],
    [{ view: 'gaSetup' }, { type: 'saved', recoveryCodes: ['x'] }],
    [{ view: 'smsSetup' }, { type: 'codeSent', mode: 'email' }],
    [{ view: 'smsSetup' }, { type: 'scanned' }],
    [
      { view: 'finaliseSetup', mode: 'ga' },
      { type: 'choose', method: 'sms' },
    ],
    [{ view: 'setupComplete', recoveryCodes: ['x'] }, { type: 'back' }],
    [
      { view: 'setupComplete', recoveryCodes: ['x'] },
      { type: 'choose', method: 'ga' },
    ],
  ])('ignores an event that does not apply: %j + %j', (state, event) => {
    expect(nextSetupState(state, event)).toBe(state);
  });
});
