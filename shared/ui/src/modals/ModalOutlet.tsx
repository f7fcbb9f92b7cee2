import type { ComponentType } from 'react';
import { Dialog } from './Dialog';
import type { ModalService, OpenModal } from './modal-service';
import { modals as portalModals, useModals } from './modals';

export interface ModalOutletProps {
  /**
   * Renders a modal opened with a templateUrl: the shell's reads that HTML through its query client
   * and shows it sanitised (server state is the host's, not this package's).
   */
  UrlTemplate: ComponentType<{ url: string }>;
  closeLabel?: string;
  /** For tests; defaults to the portal-wide modal service. */
  service?: ModalService;
  items?: OpenModal[];
}

/** Renders every open modal in a Dialog; only the newest one (on top) is interactive. */
export function ModalOutlet({ UrlTemplate, closeLabel, service = portalModals, items }: ModalOutletProps) {
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
            {Template ? <Template {...modal.props} close={close} /> : <UrlTemplate url={modal.templateUrl ?? ''} />}
          </Dialog>
        );
      })}
    </>
  );
}
