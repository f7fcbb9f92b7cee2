import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, TextField } from '@portal/ui';
import { ErrorSummary } from '@portal/ui/error-summary';
import { SelectField } from '@portal/ui/fields';
import { useText } from '../../../lib/messages';
import { COUNTRIES, DEFAULT_COUNTRY_CODE } from '../domain/countries';
import type { SmsDestination } from '../domain/setup-flow';
import { SmsSetupFormSchema } from '../domain/validation';
import { mfaSetupMessages } from '../messages';

const COUNTRY_OPTIONS = COUNTRIES.map(({ name, dial_code, code }) => ({ value: code, label: `${name} (${dial_code})` }));

export interface SmsSetupViewProps {
  /** What was sent before, when the user comes back from finaliseSetup. */
  initial?: SmsDestination;
  busy: boolean;
  onSend(sms: SmsDestination): void;
  onBack(): void;
}

/** smsSetup: country (default GB) and contact number, checked as spec 1 §5 says before a code is sent. */
export function SmsSetupView({ initial, busy, onSend, onBack }: SmsSetupViewProps) {
  const text = useText(mfaSetupMessages);
  const countryId = useId();
  const numberId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SmsDestination>({
    resolver: valibotResolver(SmsSetupFormSchema),
    // The same schema the LMS uses (MfaIssueCodeSchema's SMS option); its output is the trimmed number.
    defaultValues: { country_code: initial?.country_code ?? DEFAULT_COUNTRY_CODE, contact_number: initial?.contact_number ?? '' },
  });

  const countryInvalid = !!errors.country_code;
  const numberInvalid = !!errors.contact_number;
  return (
    <form onSubmit={(event) => void handleSubmit(onSend)(event)} noValidate>
      <p>{text('access.mfaSetup.sms.instructions')}</p>
      {(countryInvalid || numberInvalid) && (
        <ErrorSummary
          title={text('access.mfaSetup.invalidForm')}
          errors={[
            ...(countryInvalid ? [{ fieldId: countryId, message: text('access.mfaSetup.sms.countryRequired') }] : []),
            ...(numberInvalid ? [{ fieldId: numberId, message: text('access.mfaSetup.sms.contactNumberInvalid') }] : []),
          ]}
        />
      )}
      <SelectField
        id={countryId}
        label={text('access.mfaSetup.sms.country')}
        error={countryInvalid ? text('access.mfaSetup.sms.countryRequired') : undefined}
        autoComplete="country"
        options={COUNTRY_OPTIONS}
        {...register('country_code')}
      />
      <TextField
        id={numberId}
        label={text('access.mfaSetup.sms.contactNumber')}
        hint={text('access.mfaSetup.sms.contactNumberHint')}
        error={numberInvalid ? text('access.mfaSetup.sms.contactNumberInvalid') : undefined}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...register('contact_number')}
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {text('access.mfaSetup.sendCode')}
      </Button>
      <Button variant="secondary" onClick={onBack}>
        {text('access.mfaSetup.back')}
      </Button>
    </form>
  );
}
