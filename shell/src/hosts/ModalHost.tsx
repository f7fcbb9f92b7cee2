import { useCallback } from 'react';
import { useApi } from '@portal/api-client';
import { ModalOutlet } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { hostMessages } from './messages';

/** Renders every modal opened through @portal/ui `modals`, by the shell or any remote. */
export function ModalHost() {
  const t = useShellText(hostMessages);
  const api = useApi();
  const loadTemplate = useCallback((url: string) => api.get<string>(url), [api]);
  return <ModalOutlet loadTemplate={loadTemplate} closeLabel={t('shell.hosts.closeDialog')} loadErrorText={t('shell.hosts.templateFailed')} />;
}
