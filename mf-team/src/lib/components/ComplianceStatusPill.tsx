import type { ReactNode } from 'react';
import type { ComplianceStatus } from '@portal/contracts/team';
import { StatusPill, type StatusTone } from '@portal/ui/tag';

const TONE: Record<ComplianceStatus, StatusTone> = { Compliant: 'success', ExpiringSoon: 'warning', NonCompliant: 'error' };

/** A compliance status in @portal/ui's pill of its tone; the text says the status too. */
export function ComplianceStatusPill({ status, children }: { status: ComplianceStatus; children: ReactNode }) {
  return (
    <StatusPill tone={TONE[status]} className="lp-team__status">
      {children}
    </StatusPill>
  );
}
