/** Item name lengths of spec 2 §9. */
export const SHORT_NAME_LENGTH = 55;
export const TITLE_MAX_LENGTH = 58;
export const TITLE_FEW_SPACES_LENGTH = 48;
/** Names with at most this many spaces wrap badly, so they are cut shorter. */
export const TITLE_FEW_SPACES = 4;
export const SHORT_LOCATION_LENGTH = 18;
export const ELLIPSIS = '…';

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}${ELLIPSIS}` : text;
}

/** Spec 2 §9: the short item name, 55 characters with an ellipsis. */
export function shortName(name: string): string {
  return cut(name, SHORT_NAME_LENGTH);
}

/** Spec 2 §9: the short location of a session, 18 characters with an ellipsis. */
export function shortLocation(location: string): string {
  return cut(location, SHORT_LOCATION_LENGTH);
}

/**
 * Spec 2 §9, the title on an item card: a name over 58 characters is cut to 58 plus an ellipsis,
 * and if it is still over 48 with at most 4 spaces (long words that do not wrap) it is cut to 48.
 */
export function itemTitle(name: string): string {
  let title = name.length > TITLE_MAX_LENGTH ? name.slice(0, TITLE_MAX_LENGTH) : name;
  if (title.length > TITLE_FEW_SPACES_LENGTH && countSpaces(title) <= TITLE_FEW_SPACES) title = title.slice(0, TITLE_FEW_SPACES_LENGTH);
  return title === name ? name : `${title.trimEnd()}${ELLIPSIS}`;
}

function countSpaces(text: string): number {
  let spaces = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 32) spaces += 1;
  return spaces;
}
