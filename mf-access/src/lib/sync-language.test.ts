import { languageToSync } from './sync-language';

describe('languageToSync', () => {
  it('negotiates the preferred language against the configured languages', () => {
    expect(languageToSync({ profile: { preferredLanguage: 'fr-FR' } }, { languages: ['en-GB', 'fr-FR'] })).toBe('fr-FR');
    expect(languageToSync({ profile: { preferredLanguage: 'fr' } }, { languages: ['en-GB', 'fr-FR'] })).toBe('fr-FR');
    expect(languageToSync({ profile: { preferredLanguage: 'de-DE' } }, { languages: ['en-GB', 'fr-FR'] })).toBe('en-GB');
  });

  it('does nothing without configured languages or without a preference', () => {
    expect(languageToSync({ profile: { preferredLanguage: 'fr-FR' } }, {})).toBeUndefined();
    expect(languageToSync({ profile: { preferredLanguage: 'fr-FR' } }, { languages: [] })).toBeUndefined();
    expect(languageToSync({ profile: {} }, { languages: ['fr-FR'] })).toBeUndefined();
    expect(languageToSync({ profile: { preferredLanguage: ' ' } }, { languages: ['fr-FR'] })).toBeUndefined();
  });
});
