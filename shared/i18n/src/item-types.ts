import { i18n } from '@portal/i18n';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from './locales';

/**
 * The words for a learning item's type (spec 2 §3: Task, Curriculum, Event, Session, Link, Course,
 * Video, Audio, and the lower-case Type values scorm, tincan, file), in every supported language.
 * The catalogue's cards, the learning history and the approvals list all name an item's type; the
 * reference LMS's FriendlyType is English, so the portal names the known types itself and shows
 * the LMS's word only for a type it does not know.
 *
 * Exported as '@portal/i18n/item-types', apart from the main entry: the words of 19 languages are
 * for signed-in pages only, and the main entry is on every first page, sign-in's included. It reads
 * the active language from the shared '@portal/i18n' by its package name, so the copy each area
 * bundles follows the one instance.
 */
type ItemTypeWord = 'Course' | 'Event' | 'Session' | 'Link' | 'Task' | 'ExternalLearning' | 'Video' | 'Audio' | 'File' | 'Curriculum';

const WORDS: Readonly<Record<SupportedLocale, Readonly<Record<ItemTypeWord, string>>>> = {
  'ar-SA': {
    Course: 'دورة',
    Event: 'فعالية',
    Session: 'جلسة',
    Link: 'رابط',
    Task: 'مهمة',
    ExternalLearning: 'تعلم خارجي',
    Video: 'فيديو',
    Audio: 'صوت',
    File: 'ملف',
    Curriculum: 'منهج',
  },
  'cy-GB': {
    Course: 'Cwrs',
    Event: 'Digwyddiad',
    Session: 'Sesiwn',
    Link: 'Dolen',
    Task: 'Tasg',
    ExternalLearning: 'Dysgu allanol',
    Video: 'Fideo',
    Audio: 'Sain',
    File: 'Ffeil',
    Curriculum: 'Cwricwlwm',
  },
  'da-DK': {
    Course: 'Kursus',
    Event: 'Begivenhed',
    Session: 'Session',
    Link: 'Link',
    Task: 'Opgave',
    ExternalLearning: 'Ekstern læring',
    Video: 'Video',
    Audio: 'Lyd',
    File: 'Fil',
    Curriculum: 'Læseplan',
  },
  'de-DE': {
    Course: 'Kurs',
    Event: 'Veranstaltung',
    Session: 'Termin',
    Link: 'Link',
    Task: 'Aufgabe',
    ExternalLearning: 'Externes Lernen',
    Video: 'Video',
    Audio: 'Audio',
    File: 'Datei',
    Curriculum: 'Lehrplan',
  },
  'en-GB': {
    Course: 'Course',
    Event: 'Event',
    Session: 'Session',
    Link: 'Link',
    Task: 'Task',
    ExternalLearning: 'External learning',
    Video: 'Video',
    Audio: 'Audio',
    File: 'File',
    Curriculum: 'Curriculum',
  },
  'es-419': {
    Course: 'Curso',
    Event: 'Evento',
    Session: 'Sesión',
    Link: 'Enlace',
    Task: 'Tarea',
    ExternalLearning: 'Aprendizaje externo',
    Video: 'Video',
    Audio: 'Audio',
    File: 'Archivo',
    Curriculum: 'Plan de estudios',
  },
  'fi-FI': {
    Course: 'Kurssi',
    Event: 'Tapahtuma',
    Session: 'Istunto',
    Link: 'Linkki',
    Task: 'Tehtävä',
    ExternalLearning: 'Ulkoinen oppiminen',
    Video: 'Video',
    Audio: 'Ääni',
    File: 'Tiedosto',
    Curriculum: 'Opetussuunnitelma',
  },
  'fr-FR': {
    Course: 'Cours',
    Event: 'Événement',
    Session: 'Session',
    Link: 'Lien',
    Task: 'Tâche',
    ExternalLearning: 'Apprentissage externe',
    Video: 'Vidéo',
    Audio: 'Audio',
    File: 'Fichier',
    Curriculum: 'Cursus',
  },
  'hu-HU': {
    Course: 'Tanfolyam',
    Event: 'Esemény',
    Session: 'Alkalom',
    Link: 'Hivatkozás',
    Task: 'Feladat',
    ExternalLearning: 'Külső tanulás',
    Video: 'Videó',
    Audio: 'Hang',
    File: 'Fájl',
    Curriculum: 'Tanterv',
  },
  'id-ID': {
    Course: 'Kursus',
    Event: 'Acara',
    Session: 'Sesi',
    Link: 'Tautan',
    Task: 'Tugas',
    ExternalLearning: 'Pembelajaran eksternal',
    Video: 'Video',
    Audio: 'Audio',
    File: 'Berkas',
    Curriculum: 'Kurikulum',
  },
  'it-IT': {
    Course: 'Corso',
    Event: 'Evento',
    Session: 'Sessione',
    Link: 'Collegamento',
    Task: 'Attività',
    ExternalLearning: 'Apprendimento esterno',
    Video: 'Video',
    Audio: 'Audio',
    File: 'File',
    Curriculum: 'Percorso formativo',
  },
  'mi-NZ': {
    Course: 'Akoranga',
    Event: 'Takahanga',
    Session: 'Wāhanga',
    Link: 'Hono',
    Task: 'Tūmahi',
    ExternalLearning: 'Akoranga ā-waho',
    Video: 'Ataata',
    Audio: 'Oro',
    File: 'Kōnae',
    Curriculum: 'Marautanga',
  },
  no: {
    Course: 'Kurs',
    Event: 'Arrangement',
    Session: 'Økt',
    Link: 'Lenke',
    Task: 'Oppgave',
    ExternalLearning: 'Ekstern læring',
    Video: 'Video',
    Audio: 'Lyd',
    File: 'Fil',
    Curriculum: 'Læreplan',
  },
  'nl-NL': {
    Course: 'Cursus',
    Event: 'Evenement',
    Session: 'Sessie',
    Link: 'Koppeling',
    Task: 'Taak',
    ExternalLearning: 'Extern leren',
    Video: 'Video',
    Audio: 'Audio',
    File: 'Bestand',
    Curriculum: 'Leerplan',
  },
  'pl-PL': {
    Course: 'Kurs',
    Event: 'Wydarzenie',
    Session: 'Sesja',
    Link: 'Łącze',
    Task: 'Zadanie',
    ExternalLearning: 'Nauka zewnętrzna',
    Video: 'Wideo',
    Audio: 'Dźwięk',
    File: 'Plik',
    Curriculum: 'Program nauczania',
  },
  'pt-PT': {
    Course: 'Curso',
    Event: 'Evento',
    Session: 'Sessão',
    Link: 'Ligação',
    Task: 'Tarefa',
    ExternalLearning: 'Aprendizagem externa',
    Video: 'Vídeo',
    Audio: 'Áudio',
    File: 'Ficheiro',
    Curriculum: 'Plano curricular',
  },
  'ru-RU': {
    Course: 'Курс',
    Event: 'Мероприятие',
    Session: 'Занятие',
    Link: 'Ссылка',
    Task: 'Задание',
    ExternalLearning: 'Внешнее обучение',
    Video: 'Видео',
    Audio: 'Аудио',
    File: 'Файл',
    Curriculum: 'Учебная программа',
  },
  'sv-SE': {
    Course: 'Kurs',
    Event: 'Evenemang',
    Session: 'Tillfälle',
    Link: 'Länk',
    Task: 'Uppgift',
    ExternalLearning: 'Externt lärande',
    Video: 'Video',
    Audio: 'Ljud',
    File: 'Fil',
    Curriculum: 'Kursplan',
  },
  'th-TH': {
    Course: 'หลักสูตร',
    Event: 'กิจกรรม',
    Session: 'รอบ',
    Link: 'ลิงก์',
    Task: 'งาน',
    ExternalLearning: 'การเรียนรู้ภายนอก',
    Video: 'วิดีโอ',
    Audio: 'เสียง',
    File: 'ไฟล์',
    Curriculum: 'หลักสูตรแกนกลาง',
  },
};

/** The LMS's type names, any case, to the word that names them (a SCORM or xAPI package is a course). */
const WORD_OF: Readonly<Record<string, ItemTypeWord>> = {
  course: 'Course',
  scorm: 'Course',
  tincan: 'Course',
  aicc: 'Course',
  event: 'Event',
  session: 'Session',
  link: 'Link',
  task: 'Task',
  externallearning: 'ExternalLearning',
  video: 'Video',
  audio: 'Audio',
  file: 'File',
  curriculum: 'Curriculum',
};

/** An item type's word in `locale` ("Course" → "دورة" in ar-SA); a type the portal does not know shows `fallback` (the LMS's FriendlyType), else the type itself. */
export function itemTypeNameIn(locale: SupportedLocale, type: string | null | undefined, fallback?: string | null): string {
  const word = type ? WORD_OF[type.toLowerCase()] : undefined;
  if (word) return WORDS[locale][word];
  return fallback || type || '';
}

/** An item type's word in the active language ("Course" → "Kurs"); a type the portal does not know shows `fallback` (the LMS's FriendlyType). */
export function itemTypeName(type: string | null | undefined, fallback?: string | null): string {
  const language = i18n.language;
  const locale = (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as SupportedLocale) : DEFAULT_LOCALE;
  return itemTypeNameIn(locale, type, fallback);
}
