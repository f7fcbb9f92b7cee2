/* EmptyState on a path of its own: pages without one do not load it. */
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
