/*
 * ErrorSummary on a path of its own: the forms that have one bundle it, and the shared @portal/ui
 * module (which every page loads whole, the sign-in page included) does not carry it.
 */
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './primitives/ErrorSummary';
