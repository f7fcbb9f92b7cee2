/** @portal/ui's texts for its paging and chart controls, which the shell gives every area (Layout's UiTextsProvider). */
export const uiMessages = {
  'shell.ui.pagination': 'Pages',
  'shell.ui.previousPage': 'Previous',
  'shell.ui.nextPage': 'Next',
  'shell.ui.page': 'Page {{page}}',
  'shell.ui.showTable': 'Show as a table',
  'shell.ui.showChart': 'Show as a chart',
} as const;
