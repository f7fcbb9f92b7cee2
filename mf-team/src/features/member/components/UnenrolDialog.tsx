import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { isApiError } from '@portal/api-client';
import { SetEnrolmentRequestSchema, type SetEnrolmentRequest } from '@portal/contracts/team';
import { Button, Dialog, messages } from '@portal/ui';
import { useSetEnrolment } from '../../../api/team';
import { teamMessages, useText } from '../../../lib/messages';
import { enrolmentErrorKey, type EnrolmentTarget } from '../domain/enrolment';

export type UnenrolTarget = EnrolmentTarget & Pick<SetEnrolmentRequest, 'scope' | 'teamMemberId' | 'teamLeaderId'>;

/**
 * Unenrolling a member (spec 3 §5): a reason is required. The form is the setEnrolment payload,
 * checked with its contract schema (the LMS checks the same one), so an empty reason never leaves
 * the browser.
 */
export function UnenrolDialog({ target, onClose }: { target: UnenrolTarget; onClose(): void }) {
  const text = useText(teamMessages);
  const setEnrolment = useSetEnrolment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetEnrolmentRequest>({
    resolver: valibotResolver(SetEnrolmentRequestSchema),
    defaultValues: {
      scope: target.scope,
      teamMemberId: target.teamMemberId,
      teamLeaderId: target.teamLeaderId,
      catalogueId: target.catalogueId,
      catalogueType: target.catalogueType,
      enrolmentStatus: 'NotEnrolled',
      cancellationReason: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await setEnrolment.mutateAsync({ ...values, cancellationReason: values.cancellationReason?.trim() });
      messages.success(text('team.unenrol.success'));
      onClose();
    } catch (error) {
      messages.error(text(enrolmentErrorKey(isApiError(error) ? error.code : undefined)));
    }
  });

  const reasonError = errors.cancellationReason;
  return (
    <Dialog title={text('team.unenrol.title', { name: target.name })} size="sm" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={['lp-field', reasonError ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
          <label htmlFor="team-unenrol-reason" className="lp-field__label">
            {text('team.unenrol.reason')}
          </label>
          <textarea
            id="team-unenrol-reason"
            className="lp-field__input"
            rows={3}
            aria-required="true"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'team-unenrol-reason-error' : undefined}
            {...register('cancellationReason')}
          />
          {reasonError && (
            <p id="team-unenrol-reason-error" className="lp-field__error">
              {text('team.unenrol.reasonRequired')}
            </p>
          )}
        </div>
        <div className="lp-team__dialog-actions">
          <Button type="submit" disabled={setEnrolment.isPending}>
            {text('team.unenrol.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {text('team.unenrol.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
