import type { ReactNode } from 'react';

/** The ids a field's hint and error take from its control's id, and the control's aria-describedby (the caller's, the hint, the error). */
export function fieldDescription(controlId: string, { hint, error, describedBy }: { hint?: ReactNode; error?: string; describedBy?: string }) {
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { hintId, errorId, describedBy: [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined };
}
