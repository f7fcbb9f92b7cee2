import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createTranslationHooks } from './use-translation';

function setup() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en-GB',
    fallbackLng: 'en-GB',
    resources: {},
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
  });
  return { i18n, ...createTranslationHooks(i18n, 'translation') };
}

describe('useTranslation', () => {
  it('translates in the given namespace and re-renders when the language changes', async () => {
    const { i18n, useTranslation } = setup();
    i18n.addResourceBundle('en-GB', 'shell', { greeting: 'Hello' });
    i18n.addResourceBundle('fr', 'shell', { greeting: 'Bonjour' });
    function Greeting() {
      const { t, i18n: instance } = useTranslation('shell');
      return <p lang={instance.language}>{t('greeting')}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Hello')).toHaveAttribute('lang', 'en-GB');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bonjour')).toHaveAttribute('lang', 'fr');
  });

  it('re-renders when a bundle is added', async () => {
    const { i18n, useTranslation } = setup();
    function Title() {
      const { t } = useTranslation();
      return <h1>{t('title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('title');
    await act(async () => void i18n.addResourceBundle('en-GB', 'translation', { title: 'Arrived' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Arrived');
  });
});

describe('useMessageText', () => {
  const messages = { 'feature.title': 'Sign in', 'feature.welcome': 'Welcome, {{name}}' } as const;
  let useHooks: ReturnType<typeof setup>;

  function Feature() {
    const text = useHooks.useMessageText('access', messages);
    return (
      <>
        <h1>{text('feature.title')}</h1>
        <p>{text('feature.welcome', { name: 'Ada' })}</p>
      </>
    );
  }

  it('shows the feature’s en-GB text when no bundle has the key, with values put in', () => {
    useHooks = setup();
    render(<Feature />);
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
  });

  it('shows the tenant’s translation of the key in the namespace when there is one', () => {
    useHooks = setup();
    useHooks.i18n.addResourceBundle('en-GB', 'access', { 'feature.title': 'Log on' });
    render(<Feature />);
    expect(screen.getByRole('heading')).toHaveTextContent('Log on');
  });

  it('follows a translation that arrives after the first render (the texts it remembers are dropped)', async () => {
    useHooks = setup();
    render(<Feature />);
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
    await act(async () => void useHooks.i18n.addResourceBundle('en-GB', 'access', { 'feature.title': 'Log on' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Log on');
    await act(async () => void useHooks.i18n.removeResourceBundle('en-GB', 'access'));
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
  });
});
