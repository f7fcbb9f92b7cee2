import type { GlobalProvider } from '@ladle/react';
import '../src/tokens/tokens.css';
import '../src/styles.css';
import './gallery.css';

/**
 * Every story inside the portal's frame: the theme (Ladle's theme switch, or ?theme=dark) through
 * data-theme and the direction (its right-to-left switch, or ?rtl=true) through dir, as the shell sets them.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => (
  <div className="gallery-frame" data-theme={globalState.theme === 'dark' ? 'dark' : 'light'} dir={globalState.rtl ? 'rtl' : 'ltr'} lang={globalState.rtl ? 'ar-SA' : 'en-GB'}>
    <main>{children}</main>
  </div>
);
