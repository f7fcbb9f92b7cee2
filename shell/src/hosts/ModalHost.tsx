import { lazy, Suspense } from 'react';
import { ModalOutlet, Spinner } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { hostMessages } from './messages';

const ModalTemplate = lazy(() => import('./ModalTemplate'));

/** A templateUrl modal's content, fetched with its module on first use. */
function UrlTemplate({ url }: { url: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <ModalTemplate url={url} />
    </Suspense>
  );
}

/** Renders every modal opened through @portal/ui `modals`, by the shell or any remote. */
export function ModalHost() {
  const t = useShellText(hostMessages);
  return <ModalOutlet UrlTemplate={UrlTemplate} closeLabel={t('shell.hosts.closeDialog')} />;
}
