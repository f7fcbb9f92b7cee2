import { createElement, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A page that acts on its URL once (a code, a token, a user to sign in) starts afresh when only the
 * part after # changes: a second link opened in the same tab is acted on, not shown the first one's
 * outcome. The page is keyed by its address, so its state, refs and mutations are new.
 */
export function actsOnUrl<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function FreshPerUrl(props: P) {
    const { pathname, search } = useLocation();
    return createElement(Page, { ...props, key: `${pathname}${search}` });
  }
  FreshPerUrl.displayName = `ActsOnUrl(${Page.displayName ?? Page.name})`;
  return FreshPerUrl;
}
