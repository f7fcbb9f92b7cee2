import type { AccoladeType } from '@portal/contracts/dashboard';

/**
 * Spec 3 §3: accolades are drawn as a trophy, a badge (a graduation cap) or a medal (a star). The
 * picture is decoration; its name is given beside it as text.
 */
export function AccoladeIcon({ type }: { type: AccoladeType }) {
  return (
    <svg className={`lp-accolade-icon lp-accolade-icon--${type}`} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      {type === 'trophy' && (
        <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3zm-1 4v1a2 2 0 0 0 1.1 1.8A5 5 0 0 1 7 9V7H6zm11 0v2l-.1.8A2 2 0 0 0 18 8V7h-1z" />
      )}
      {type === 'badge' && <path d="M12 3 1 9l11 6 9-4.9V17h2V9L12 3zm-6 9.2V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.8l-6 3.3-6-3.3z" />}
      {type === 'medal' && <path d="m12 2 2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7L12 2z" />}
    </svg>
  );
}
