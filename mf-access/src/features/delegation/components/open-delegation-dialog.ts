import { modals } from '@portal/ui';
import DelegationDialog from './DelegationDialog';

export const DELEGATION_MODAL_ID = 'access.approval-delegation';

/** Opens the approval-delegation dialog; a second open while it is showing is ignored (spec 1 §4 modals). */
export function openDelegationDialog(title: string): void {
  modals.open({ id: DELEGATION_MODAL_ID, title, template: DelegationDialog, size: 'lg', closeOnBackdrop: false }).catch(() => undefined);
}
