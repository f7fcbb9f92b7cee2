/**
 * Every widget slot an area hosts, with its current version (style 5: names that cross a boundary
 * are namespaced and versioned). A slot's version goes up when what it offers its widgets changes
 * incompatibly (its width, its surroundings, props); a widget declares the version it was written
 * for, and a host leaves out widgets of another version (with a console warning) instead of
 * breaking its page. Add a slot here before an area hosts it.
 */
export const WIDGET_SLOTS = {
  /** The dashboard page (mf-dashboard), below its tiles: a full-width column of widgets. */
  'dashboard.main': 1,
  /** The achievements page, /account/achievements (mf-access): certificates and accolades, each certificate row with id=<certificate id> for the page's #anchor. */
  'account.achievements': 1,
  /** The learning history page, /account/history (mf-access): the user's history events. */
  'account.history': 1,
  /**
   * A comment thread under a topic (mf-dashboard's comments feature): placed by the task page's Comments
   * tab, the external learning item and the subscription page, with `CommentThreadProps`.
   */
  'comments.thread': 1,
} as const;

export type WidgetSlotName = keyof typeof WIDGET_SLOTS;

/** Props of the 'comments.thread' slot (v1). topicRef is `${itemId}:${ownerUserId}` (or a bare item id), topicData the item's type, topicLabel its name. */
export interface CommentThreadProps {
  topicRef: string;
  topicLabel: string;
  topicData: string;
  /** Show the thread without the comment box (flagging and subscribing stay). */
  readOnly?: boolean;
}

/** What a host passes to each slot's widgets; a slot not listed passes none. Changing a slot's props raises its version. */
export interface WidgetSlotPropsMap {
  'comments.thread': CommentThreadProps;
}

type NoProps = Record<never, never>;

/** The props a slot's widgets receive. */
export type WidgetSlotPropsOf<N extends WidgetSlotName> = N extends keyof WidgetSlotPropsMap ? WidgetSlotPropsMap[N] : NoProps;

export function isKnownSlot(name: string): name is WidgetSlotName {
  return Object.prototype.hasOwnProperty.call(WIDGET_SLOTS, name);
}
