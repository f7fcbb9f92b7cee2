import { QueryProvider } from '@portal/query';
import { SafeHtml, Spinner } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { useModalTemplate } from './api/modal-template';
import { hostMessages } from './messages';

/**
 * A modal opened with a templateUrl: its HTML, sanitised; a sentence when it cannot be read. Loaded
 * only when such a modal first opens, so it brings the QueryProvider itself (the shell's first page
 * loads no react-query).
 */
export default function ModalTemplate({ url }: { url: string }) {
  return (
    <QueryProvider>
      <ModalTemplateView url={url} />
    </QueryProvider>
  );
}

function ModalTemplateView({ url }: { url: string }) {
  const t = useShellText(hostMessages);
  const template = useModalTemplate(url);
  if (template.isError) return <p>{t('shell.hosts.templateFailed')}</p>;
  return template.data === undefined ? <Spinner /> : <SafeHtml html={template.data} />;
}
