import { createContext, useContext, type ReactNode } from 'react';

/**
 * The few texts @portal/ui writes itself (a spinner's name, a close button's). The host provides them
 * in the user's language (the shell from its translations), so a component rendered without a label,
 * such as a lazy page's Suspense fallback in any area, is never English for a user of another locale.
 */
export interface UiTexts {
  loading: string;
  close: string;
  closeMessage: string;
}

/** en-GB: what a test or a host that provides nothing shows. */
export const DEFAULT_UI_TEXTS: UiTexts = { loading: 'Loading', close: 'Close', closeMessage: 'Close message' };

const UiTextsContext = createContext<UiTexts>(DEFAULT_UI_TEXTS);

export function UiTextsProvider({ texts, children }: { texts: UiTexts; children?: ReactNode }) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
