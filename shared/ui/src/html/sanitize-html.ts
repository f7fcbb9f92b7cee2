import DOMPurify from 'dompurify';

// Links that open a new window must not hand it window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Server and content HTML (messages, policies, descriptions) with scripts, event handlers and
 * javascript: URLs removed. Links may keep target="_blank".
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
