import './styles.css';

export {
  createMessageCentre,
  normaliseMessageType,
  visibleMessages,
  MESSAGE_TYPES,
  AUTO_CLOSE_MS,
  MAX_VISIBLE_MESSAGES,
  NAVIGATION_GRACE_MS,
  type Message,
  type MessageCentre,
  type MessageInput,
  type MessageOptions,
  type MessageState,
  type MessageStatus,
  type MessageType,
} from './messages/message-centre';
export { messages, messageStore, useMessages } from './messages/messages';
export { Toasts, type ToastsProps } from './messages/Toasts';
export {
  createModalService,
  ModalError,
  type ModalOptions,
  type ModalService,
  type ModalSize,
  type ModalState,
  type ModalTemplateProps,
  type OpenModal,
} from './modals/modal-service';
export { modals, modalStore, useModals } from './modals/modals';
export { Dialog, type DialogProps } from './modals/Dialog';
export { ModalOutlet, type ModalOutletProps } from './modals/ModalOutlet';
// Async: DOMPurify is fetched on first use (see html/sanitizer), not with this package.
export { sanitizeHtml } from './html/sanitizer';
export { SafeHtml, type SafeHtmlProps } from './html/SafeHtml';
export { Button, type ButtonProps } from './primitives/Button';
export { TextField, type TextFieldProps } from './primitives/TextField';
export { FieldLabel, RequiredMark } from './primitives/Field';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { wait } from './timing/wait';
export { DEFAULT_UI_TEXTS, UiTextsProvider, useUiTexts, type UiTexts } from './ui-texts';
export { lazyPage } from './primitives/lazy-page';
export { afterFirstPage, BootViewOr, FIRST_PAGE_WAIT_MS, holdBootView, isFirstPageShown, ReleaseBootView, releaseBootView, useAfterFirstPage } from './primitives/boot-view';
export { pageTitle, usePageTitle } from './page/page-title';
export { createLeaveGuard, leaveGuard, type LeaveGuard } from './navigation/leave-guard';
export { useLeaveConfirmation, type LeaveConfirmation } from './navigation/use-leave-confirmation';
