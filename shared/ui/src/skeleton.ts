/* Skeleton on a path of its own: pages that never show one do not load it. */
export { Skeleton, type SkeletonProps } from './skeleton/Skeleton';
