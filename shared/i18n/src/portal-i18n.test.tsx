import { act, render, screen } from '@testing-library/react';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import { createEventBus, type PortalEvents } from '@portal/event-bus';
import { createPortalI18n, flattenMessages } from './portal-i18n';

function setup(handlers: Record<string, MockHandler> = {}) {
  const bus = createEventBus<PortalEvents>();
  const events: Array<PortalEvents['i18n.language-changed.v1']> = [];
  bus.on('i18n.language-changed.v1', (payload) => events.push(payload));
  const api = createMockApiClient(handlers);
  const portal = createPortalI18n(bus);
  return { api, portal, events, t: portal.i18n.t.bind(portal.i18n) };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('changeLanguage', () => {
  it("sets dir=rtl and lang for 'ar-SA', stores the choice and emits the event", async () => {
    const { api, portal, events } = setup();
    await portal.initI18n({ api, locale: 'en-GB' });
    await expect(portal.changeLanguage('ar-SA')).resolves.toBe('ar-SA');
    expect(document.documentElement).toHaveAttribute('lang', 'ar-SA');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('i18nextLng')).toBe('ar-SA');
    expect(portal.i18n.language).toBe('ar-SA');
    expect(events.at(-1)).toEqual({ locale: 'ar-SA', dir: 'rtl' });
    await portal.changeLanguage('fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(events.at(-1)).toEqual({ locale: 'fr-FR', dir: 'ltr' });
  });

  it('loads data then theme files for the locale and for en-GB, once each, and the html overrides once', async () => {
    const { api, portal } = setup();
    await portal.initI18n({ api, locale: 'de-DE' });
    await portal.changeLanguage('de-DE');
    await portal.changeLanguage('en-GB');
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/content/data/l10n/de-DE.json',
      '/content/data/l10n/en-GB.json',
      '/content/theme/html.json',
      '/content/theme/l10n/de-DE.json',
      '/content/theme/l10n/en-GB.json',
    ]);
  });

  it('rejects before initI18n has given it an API client', async () => {
    const { portal } = setup();
    await expect(portal.changeLanguage('fr-FR')).rejects.toThrow('call initI18n before changing language');
  });
});

describe('html overrides', () => {
  it("answers the tenant's HTML per place, ignores what is not a string, and tells subscribers when it arrives", async () => {
    const { api, portal } = setup({ 'GET /content/theme/html.json': () => ({ 'signin.footer': '<p>Help</p>', broken: 3 }) });
    const changed = jest.fn();
    portal.subscribeHtmlOverrides(changed);
    expect(portal.htmlOverride('signin.footer')).toBeUndefined();
    await portal.initI18n({ api, locale: 'en-GB' });
    await act(() => Promise.resolve());
    expect(changed).toHaveBeenCalled();
    expect(portal.htmlOverride('signin.footer')).toBe('<p>Help</p>');
    expect(portal.htmlOverride('broken')).toBeUndefined();
  });

  it('has none when the tenant ships no html.json', async () => {
    const { api, portal } = setup();
    await portal.initI18n({ api, locale: 'en-GB' });
    expect(portal.htmlOverride('footer')).toBeUndefined();
  });
});

describe('initI18n', () => {
  it('negotiates the requested locale against the tenant languages', async () => {
    const { api, portal } = setup();
    await expect(portal.initI18n({ api, locale: 'fr-CA', languages: ['en-GB', 'fr-FR'] })).resolves.toBe('fr-FR');
    await expect(portal.initI18n({ api, locale: 'de-DE', languages: ['en-GB', 'fr-FR'] })).resolves.toBe('en-GB');
  });

  it('falls back to the stored language', async () => {
    localStorage.setItem('i18nextLng', 'cy-GB');
    const { api, portal } = setup();
    await expect(portal.initI18n({ api })).resolves.toBe('cy-GB');
  });
});

describe('message precedence', () => {
  const handlers: Record<string, MockHandler> = {
    'GET /content/data/l10n/en-GB.json': () => ({ 'catalogue.title': 'Data catalogue', 'PAGE.RECOVER.SUCCESS': 'Data recovered', shared: 'Data shared' }),
    'GET /content/theme/l10n/en-GB.json': () => ({ PAGE: { RECOVER: { SUCCESS: 'Theme recovered' } } }),
    'GET /content/data/l10n/fr-FR.json': () => ({ 'catalogue.title': 'Catalogue (fr)' }),
  };

  it('theme content beats data content beats a remote default; missing files count as empty', async () => {
    const { api, portal, t } = setup(handlers);
    portal.addRemoteMessages('catalogue', {
      'en-GB': { 'catalogue.title': 'Catalogue', 'catalogue.empty': 'Nothing here', 'PAGE.RECOVER.SUCCESS': 'Remote recovered' },
    });
    await portal.initI18n({ api, locale: 'en-GB' });
    expect(t('catalogue.title', { ns: 'catalogue' })).toBe('Data catalogue');
    expect(t('PAGE.RECOVER.SUCCESS', { ns: 'catalogue' })).toBe('Theme recovered');
    expect(t('catalogue.empty', { ns: 'catalogue' })).toBe('Nothing here');
    expect(t('PAGE.RECOVER.SUCCESS')).toBe('Theme recovered');
  });

  it('content still wins when the remote registers its defaults after the content loaded', async () => {
    const { api, portal, t } = setup(handlers);
    await portal.initI18n({ api, locale: 'en-GB' });
    portal.addRemoteMessages('catalogue', { 'en-GB': { 'catalogue.title': 'Catalogue', 'catalogue.empty': 'Nothing here' } });
    expect(t('catalogue.title', { ns: 'catalogue' })).toBe('Data catalogue');
    expect(t('catalogue.empty', { ns: 'catalogue' })).toBe('Nothing here');
  });

  it('falls back to en-GB (content, then defaults) for keys the locale lacks', async () => {
    const { api, portal, t } = setup(handlers);
    portal.addRemoteMessages('catalogue', { 'en-GB': { 'catalogue.empty': 'Nothing here' } });
    await portal.initI18n({ api, locale: 'fr-FR' });
    expect(t('catalogue.title', { ns: 'catalogue' })).toBe('Catalogue (fr)');
    expect(t('shared', { ns: 'catalogue' })).toBe('Data shared');
    expect(t('catalogue.empty', { ns: 'catalogue' })).toBe('Nothing here');
  });

  it('reloadContent fetches the files again', async () => {
    let title = 'First';
    const { api, portal, t } = setup({ 'GET /content/data/l10n/en-GB.json': () => ({ title }) });
    await portal.initI18n({ api, locale: 'en-GB' });
    title = 'Second';
    await portal.reloadContent();
    expect(t('title')).toBe('Second');
  });

  it('re-renders components when a bundle arrives', async () => {
    const { api, portal } = setup();
    await portal.initI18n({ api, locale: 'en-GB' });
    function Title() {
      const { t } = portal.useTranslation('late');
      return <h1>{t('late.title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('late.title');
    await act(async () => void portal.addRemoteMessages('late', { 'en-GB': { 'late.title': 'Arrived' } }));
    expect(screen.getByRole('heading')).toHaveTextContent('Arrived');
  });
});

describe('flattenMessages', () => {
  it('joins nested keys with dots and drops values that are not text', () => {
    expect(flattenMessages({ A: { B: 'x', C: { D: 'y' } }, 'E.F': 'z', n: 1, l: ['q'] })).toEqual({ 'A.B': 'x', 'A.C.D': 'y', 'E.F': 'z' });
  });
});

describe('registerMessages (one mechanism for every package)', () => {
  const german = { 'shell.title': 'Lernportal', 'shell.items_one': '{{count}} Eintrag', 'shell.items_other': '{{count}} Einträge' };

  it('tenant content reaches a namespace registered without built-in bundles (the shell, a remote)', async () => {
    const { api, portal, t } = setup({ 'GET /content/theme/l10n/en-GB.json': () => ({ 'shell.header.systemName': 'Acme Academy' }) });
    await portal.initI18n({ api, locale: 'en-GB' });
    expect(t('shell.header.systemName', { ns: 'shell', defaultValue: 'Learner Portal' })).toBe('Learner Portal');
    await portal.registerMessages('shell');
    expect(t('shell.header.systemName', { ns: 'shell', defaultValue: 'Learner Portal' })).toBe('Acme Academy');
  });

  it("loads each registered package's bundle for the new locale before switching, and each only once", async () => {
    const { api, portal, t } = setup();
    const requested: string[] = [];
    const shell = jest.fn(async (locale: string) => (requested.push(`shell ${locale}`), locale === 'de-DE' ? german : undefined));
    const catalogue = jest.fn(async (locale: string) => (requested.push(`catalogue ${locale}`), { 'catalogue.title': `Katalog ${locale}` }));
    await portal.registerMessages('shell', shell);
    await portal.registerMessages('catalogue', catalogue);
    await portal.initI18n({ api, locale: 'en-GB' });
    expect(requested).toEqual([]);
    let switchedWith: string[] = [];
    portal.i18n.on('languageChanged', () => (switchedWith = [...requested]));
    await portal.changeLanguage('de-DE');
    expect(switchedWith).toEqual(['shell de-DE', 'catalogue de-DE']);
    expect(t('shell.title', { ns: 'shell' })).toBe('Lernportal');
    expect(t('catalogue.title', { ns: 'catalogue' })).toBe('Katalog de-DE');
    await portal.changeLanguage('en-GB');
    await portal.changeLanguage('de-DE');
    expect(shell).toHaveBeenCalledTimes(1);
  });

  it('a package registered later gets the active language before it resolves', async () => {
    const { api, portal, t } = setup();
    await portal.initI18n({ api, locale: 'de-DE' });
    const registered = portal.registerMessages('shell', async () => german);
    expect(t('shell.title', { ns: 'shell', defaultValue: 'Learner Portal' })).toBe('Learner Portal');
    await registered;
    expect(t('shell.title', { ns: 'shell', defaultValue: 'Learner Portal' })).toBe('Lernportal');
  });

  it('a bundle that fails leaves the en-GB texts and is tried again on the next change', async () => {
    const { api, portal, t } = setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    await portal.registerMessages('shell', async () => {
      if (fail) throw new Error('chunk failed');
      return german;
    });
    await portal.initI18n({ api, locale: 'de-DE' });
    expect(t('shell.title', { ns: 'shell', defaultValue: 'Learner Portal' })).toBe('Learner Portal');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('de-DE texts of "shell"'), expect.any(Error));
    fail = false;
    await portal.changeLanguage('de-DE');
    expect(t('shell.title', { ns: 'shell' })).toBe('Lernportal');
    error.mockRestore();
  });

  it("tenant content beats a package's locale bundle", async () => {
    const { api, portal, t } = setup({ 'GET /content/data/l10n/de-DE.json': () => ({ 'shell.title': 'Acme Akademie' }) });
    await portal.registerMessages('shell', async () => german);
    await portal.initI18n({ api, locale: 'de-DE' });
    expect(t('shell.title', { ns: 'shell' })).toBe('Acme Akademie');
  });
});

describe('plurals, numbers and direction in texts', () => {
  const messages = {
    'shell.items_one': '{{count}} item',
    'shell.items_other': '{{count}} items',
    'shell.greeting': 'Welcome, {{name}}',
  } as const;

  function renderText(portal: ReturnType<typeof setup>['portal'], render: (text: ReturnType<typeof portal.useMessageText<keyof typeof messages>>) => string) {
    function Text() {
      const text = portal.useMessageText('shell', messages);
      return <p>{render(text)}</p>;
    }
    return Text;
  }

  it('picks the CLDR form of the active locale (Arabic has six) and formats the count in its digits, isolated', async () => {
    const { api, portal } = setup();
    await portal.registerMessages('shell', async () => ({
      'shell.items_zero': 'لا عناصر',
      'shell.items_one': 'عنصر واحد',
      'shell.items_two': 'عنصران',
      'shell.items_few': '{{count}} عناصر',
      'shell.items_many': '{{count}} عنصرًا',
      'shell.items_other': '{{count}} عنصر',
    }));
    await portal.initI18n({ api, locale: 'ar-SA' });
    const Few = renderText(portal, (text) => text('shell.items', { count: 3 }));
    const Many = renderText(portal, (text) => text('shell.items', { count: 61 }));
    render(
      <>
        <Few />
        <Many />
      </>,
    );
    expect(screen.getByText('\u2068٣\u2069 عناصر')).toBeInTheDocument();
    expect(screen.getByText('\u2068٦١\u2069 عنصرًا')).toBeInTheDocument();
  });

  it('falls back to the en-GB form for the count, with grouping and no isolates in a left-to-right locale', async () => {
    const { api, portal } = setup();
    await portal.initI18n({ api, locale: 'en-GB' });
    const One = renderText(portal, (text) => text('shell.items', { count: 1 }));
    const Many = renderText(portal, (text) => text('shell.items', { count: 1234 }));
    render(
      <>
        <One />
        <Many />
      </>,
    );
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(screen.getByText('1,234 items')).toBeInTheDocument();
  });

  it('isolates a Latin name inside an Arabic sentence', async () => {
    const { api, portal } = setup();
    await portal.registerMessages('shell', async () => ({ 'shell.greeting': 'مرحبًا، {{name}}' }));
    await portal.initI18n({ api, locale: 'ar-SA' });
    const Greeting = renderText(portal, (text) => text('shell.greeting', { name: 'Alex Morgan' }));
    render(<Greeting />);
    expect(screen.getByText('مرحبًا، \u2068Alex Morgan\u2069')).toBeInTheDocument();
  });

  it('formats numbers in German', async () => {
    const { api, portal } = setup();
    await portal.initI18n({ api, locale: 'de-DE' });
    const Many = renderText(portal, (text) => text('shell.items', { count: 1234.5 }));
    render(<Many />);
    expect(screen.getByText('1.234,5 items')).toBeInTheDocument();
  });
});
