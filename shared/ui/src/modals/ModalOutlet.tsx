import { useEffect, useRef, useState } from 'react';
import { SafeHtml } from '../html/SafeHtml';
import { Spinner } from '../primitives/Spinner';
import { Dialog } from './Dialog';
import type { ModalService, OpenModal } from './modal-service';
import { modals as portalModals, useModals } from './modals';

export interface ModalOutletProps {
  /** Fetches a templateUrl's HTML (the shell passes its API client: `(url) => api.get<string>(url)`). */
  loadTemplate: (url: string) => Promise<string>;
  loadErrorText?: string;
  closeLabel?: string;
  /** For tests; defaults to the portal-wide modal service. */
  service?: ModalService;
  items?: OpenModal[];
}

/** Renders every open modal in a Dialog; only the newest one (on top) is interactive. */
export function ModalOutlet({ loadTemplate, loadErrorText = 'This content could not be loaded.', closeLabel, service = portalModals, items }: ModalOutletProps) {
  const open = useModals();
  const shown = items ?? open;
  return (
    <>
      {shown.map((modal, index) => {
        const close = (result?: unknown) => service.close(modal.id, result);
        const Template = modal.template;
        return (
          <Dialog
            key={modal.id}
            title={modal.title}
            size={modal.size}
            closeOnBackdrop={modal.closeOnBackdrop}
            showClose={modal.showClose}
            closeLabel={closeLabel}
            inert={index < shown.length - 1}
            onClose={() => close()}
          >
            {Template ? <Template {...modal.props} close={close} /> : <TemplateFromUrl url={modal.templateUrl ?? ''} loadTemplate={loadTemplate} loadErrorText={loadErrorText} />}
          </Dialog>
        );
      })}
    </>
  );
}

function TemplateFromUrl({ url, loadTemplate, loadErrorText }: { url: string; loadTemplate: (url: string) => Promise<string>; loadErrorText: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The shell may pass a new function on every render; only a new url means a new template.
  const load = useRef(loadTemplate);
  load.current = loadTemplate;
  useEffect(() => {
    let current = true;
    load.current(url).then(
      (text) => current && setHtml(text),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (failed) return <p>{loadErrorText}</p>;
  return html === null ? <Spinner /> : <SafeHtml html={html} />;
}
