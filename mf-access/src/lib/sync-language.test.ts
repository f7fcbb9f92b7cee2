import { languageAfterProfileSave, languageToSync } from './sync-language';

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

describe('languageAfterProfileSave (spec 1 §5: a language change switches the portal)', () => {
  it('switches when the saved preferredLanguage changed', () => {
    expect(languageAfterProfileSave({ preferredLanguage: 'en-GB' }, { preferredLanguage: 'ar-SA' }, null)).toBe('ar-SA');
    expect(languageAfterProfileSave({}, { preferredLanguage: 'de' }, { languages: ['en-GB', 'de-DE'] })).toBe('de-DE');
  });

  it('leaves the language alone when it did not change or is empty', () => {
    expect(languageAfterProfileSave({ preferredLanguage: 'ar-SA' }, { preferredLanguage: 'ar-SA' }, null)).toBeUndefined();
    expect(languageAfterProfileSave({ preferredLanguage: 'ar-SA' }, { preferredLanguage: '' }, null)).toBeUndefined();
    expect(languageAfterProfileSave({ preferredLanguage: 'ar-SA' }, {}, null)).toBeUndefined();
  });
});
