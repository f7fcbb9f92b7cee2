/** Texts of the remote areas as the shell shows them (en-GB defaults). */
export const remoteMessages = {
  'shell.area.unavailable.title': 'This area is unavailable',
  'shell.area.unavailable.text': 'This part of the portal could not be loaded. The rest of the portal still works; you can try again.',
  'shell.area.retry': 'Retry',
  'shell.area.loading': 'Loading',
  'shell.portal.unavailable.title': 'The portal is unavailable',
  'shell.portal.unavailable.text': 'The portal could not be started. Please check your connection and try again.',
  'shell.portal.lastKnownGood': 'The portal is running as it was {{age}}, because its latest set-up could not be loaded. Some recent changes may not show yet.',
  'shell.portal.empty.title': 'Nothing to show here yet',
  'shell.portal.empty.text': 'No part of the portal is switched on for this site. Please try again later, or contact your administrator.',
} as const;
