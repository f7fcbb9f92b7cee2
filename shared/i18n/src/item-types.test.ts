import { SUPPORTED_LOCALES } from './locales';
import { itemTypeNameIn } from './item-types';

describe('itemTypeNameIn', () => {
  it("names the spec's item types in the user's language, whatever the case the LMS sends", () => {
    expect(itemTypeNameIn('ar-SA', 'Course')).toBe('دورة');
    expect(itemTypeNameIn('de-DE', 'curriculum')).toBe('Lehrplan');
    expect(itemTypeNameIn('fr-FR', 'scorm')).toBe('Cours');
    expect(itemTypeNameIn('en-GB', 'ExternalLearning')).toBe('External learning');
  });

  it("shows the LMS's own word for a type it does not know", () => {
    expect(itemTypeNameIn('de-DE', 'Podcast', 'Podcast episode')).toBe('Podcast episode');
    expect(itemTypeNameIn('de-DE', 'Podcast')).toBe('Podcast');
  });

  it('has a word for every type in every supported language, and only en-GB keeps the English words', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const type of ['Course', 'Event', 'Session', 'Link', 'Task', 'ExternalLearning', 'Video', 'Audio', 'File', 'Curriculum']) {
        expect(itemTypeNameIn(locale, type)).not.toBe('');
      }
      if (locale !== 'en-GB') expect(itemTypeNameIn(locale, 'Curriculum')).not.toBe('Curriculum');
    }
  });
});
