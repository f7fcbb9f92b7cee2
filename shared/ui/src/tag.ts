/* Tag and StatusPill on a path of their own: pages without them do not load them. */
export { StatusPill, Tag, type StatusPillProps, type StatusTone, type TagProps } from './tag/Tag';
