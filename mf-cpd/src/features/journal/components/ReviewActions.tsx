import { useState } from 'react';
import type { CpdPeriod } from '@portal/contracts/cpd';
import { Button, messages } from '@portal/ui';
import { ConfirmDialog } from '../../../lib/components/ConfirmDialog';
import { cpdMessages, useText } from '../../../lib/messages';
import { useSetJournalStatus } from '../api/set-journal-status';
import { journalMessages } from '../messages';

const DECISIONS = [
  { change: 'Accepted', label: 'cpd.review.accept' },
  { change: 'Rejected', label: 'cpd.review.reject' },
  { change: 'Pending', label: 'cpd.review.pending' },
] as const;
type Decision = (typeof DECISIONS)[number]['change'];

/** A CPDReviewer's decision on a period (spec 3 §4): accept, reject or set pending, after a confirmation; optional comments. */
export function ReviewActions({ period, owner, withComments }: { period: CpdPeriod; owner: string; withComments: boolean }) {
  const text = useText({ ...cpdMessages, ...journalMessages });
  const decide = useSetJournalStatus();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [comments, setComments] = useState(period.review_comments ?? '');

  const confirm = async () => {
    if (!asking) return;
    try {
      const status = await decide.mutateAsync({ change: asking, request: { reference: period.reference, owner, ...(withComments ? { comments } : {}) } });
      messages.success(text('cpd.review.done', { status: text(`cpd.status.${status}`) }));
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
    setAsking(null);
  };

  return (
    <section className="lp-cpd__review" aria-label={text('cpd.reviewTitle')}>
      {withComments && (
        <div className="lp-field">
          <label htmlFor="cpd-review-comments" className="lp-field__label">
            {text('cpd.review.comments')}
          </label>
          <textarea id="cpd-review-comments" className="lp-field__input" value={comments} onChange={(event) => setComments(event.target.value)} />
        </div>
      )}
      <div className="lp-cpd__actions">
        {DECISIONS.map(({ change, label }) => (
          <Button key={change} type="button" variant={change === 'Accepted' ? 'primary' : 'secondary'} onClick={() => setAsking(change)}>
            {text(label)}
          </Button>
        ))}
      </div>
      {asking && (
        <ConfirmDialog
          title={text(DECISIONS.find((d) => d.change === asking)!.label)}
          message={text('cpd.review.confirm', { status: text(`cpd.status.${asking}`) })}
          confirmLabel={text(DECISIONS.find((d) => d.change === asking)!.label)}
          cancelLabel={text('cpd.cancel')}
          busy={decide.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
