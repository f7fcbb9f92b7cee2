import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { canDecideReview, type CpdPeriod } from '@portal/contracts/cpd';
import { Button, messages } from '@portal/ui';
import { TextAreaField } from '@portal/ui/fields';
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
  // Only the decisions the LMS takes on this period's status: a period nobody submitted has none.
  const decisions = DECISIONS.filter(({ change }) => canDecideReview(period.status, change));
  // The comments go with whichever decision is confirmed; the form holds them until then.
  const { register, getValues } = useForm<{ comments: string }>({ defaultValues: { comments: period.review_comments ?? '' } });

  const confirm = async () => {
    if (!asking) return;
    try {
      const status = await decide.mutateAsync({ change: asking, request: { reference: period.reference, owner, ...(withComments ? { comments: getValues('comments') } : {}) } });
      messages.success(text('cpd.review.done', { status: text(`cpd.status.${status}`) }));
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
    setAsking(null);
  };

  if (decisions.length === 0) return null;
  return (
    <section className="lp-cpd__review" aria-label={text('cpd.reviewTitle')}>
      {withComments && <TextAreaField id="cpd-review-comments" label={text('cpd.review.comments')} {...register('comments')} />}
      <div className="lp-cpd__actions">
        {decisions.map(({ change, label }) => (
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
