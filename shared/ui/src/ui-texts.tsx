import { createContext, useContext, type ReactNode } from 'react';

/**
 * The few texts @portal/ui writes itself (a spinner's name, a close button's, paging and chart
 * controls). The host provides them in the user's language (the shell from its translations), so a
 * component rendered without a label, such as a lazy page's Suspense fallback in any area, is never
 * English for a user of another locale.
 */
export interface UiTexts {
  loading: string;
  close: string;
  closeMessage: string;
  /** The name of a Pagination's navigation landmark. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** A page number's accessible name; `page` is already formatted. */
  pageLabel(page: string): string;
  /** ChartFrame's switch between the chart and its table. */
  showTable: string;
  showChart: string;
  /** Numbers in the user's locale (the host passes @portal/i18n's formatNumber). */
  formatNumber(value: number): string;
}

const EN_GB_NUMBER = new Intl.NumberFormat('en-GB');

/** en-GB: what a test or a host that provides nothing shows. */
export const DEFAULT_UI_TEXTS: UiTexts = {
  loading: 'Loading',
  close: 'Close',
  closeMessage: 'Close message',
  pagination: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageLabel: (page) => `Page ${page}`,
  showTable: 'Show as a table',
  showChart: 'Show as a chart',
  formatNumber: (value) => EN_GB_NUMBER.format(value),
};

const UiTextsContext = createContext<UiTexts>(DEFAULT_UI_TEXTS);

export function UiTextsProvider({ texts, children }: { texts: UiTexts; children?: ReactNode }) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
