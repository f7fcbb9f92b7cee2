import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { isApiError } from '@portal/api-client';
import { SetEnrolmentRequestSchema, type SetEnrolmentRequest } from '@portal/contracts/team';
import { Button, Dialog, messages } from '@portal/ui';
import { TextAreaField } from '@portal/ui/fields';
import { useText } from '../../../lib/messages';
import { useSetEnrolment } from '../api/set-enrolment';
import { enrolmentErrorKey, type EnrolmentTarget } from '../domain/enrolment';
import { enrolmentMessages } from '../messages';

export type UnenrolTarget = EnrolmentTarget & Pick<SetEnrolmentRequest, 'scope' | 'teamMemberId' | 'teamLeaderId'>;

/**
 * Unenrolling a member (spec 3 §5): a reason is required. The form is the setEnrolment payload,
 * checked with its contract schema (the LMS checks the same one), so an empty reason never leaves
 * the browser.
 */
export function UnenrolDialog({ target, onClose }: { target: UnenrolTarget; onClose(): void }) {
  const text = useText(enrolmentMessages);
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
        <TextAreaField
          id="team-unenrol-reason"
          label={text('team.unenrol.reason')}
          rows={3}
          // Required, as its one box: said to assistive technology, with no mark to explain beside it.
          aria-required="true"
          error={reasonError ? text('team.unenrol.reasonRequired') : undefined}
          {...register('cancellationReason')}
        />
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
