import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorSummary, TextField } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { COUNTRIES, DEFAULT_COUNTRY_CODE } from '../domain/countries';
import type { SmsDestination } from '../domain/setup-flow';
import { invalidSmsFields, type SmsField } from '../domain/validation';
import { mfaSetupMessages } from '../messages';

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
  const [country, setCountry] = useState(initial?.country_code ?? DEFAULT_COUNTRY_CODE);
  const [number, setNumber] = useState(initial?.contact_number ?? '');
  const [invalid, setInvalid] = useState<SmsField[]>([]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sms = { country_code: country, contact_number: number.trim() };
    const fields = invalidSmsFields(sms);
    setInvalid(fields);
    if (fields.length === 0) onSend(sms);
  }

  const countryInvalid = invalid.includes('country_code');
  const numberInvalid = invalid.includes('contact_number');
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{text('access.mfaSetup.sms.instructions')}</p>
      {invalid.length > 0 && (
        <ErrorSummary
          title={text('access.mfaSetup.invalidForm')}
          errors={[
            ...(countryInvalid ? [{ fieldId: countryId, message: text('access.mfaSetup.sms.countryRequired') }] : []),
            ...(numberInvalid ? [{ fieldId: numberId, message: text('access.mfaSetup.sms.contactNumberInvalid') }] : []),
          ]}
        />
      )}
      <div className={`lp-field${countryInvalid ? ' lp-field--invalid' : ''}`}>
        <label htmlFor={countryId} className="lp-field__label">
          {text('access.mfaSetup.sms.country')}
        </label>
        <select
          id={countryId}
          className="lp-field__input"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          aria-invalid={countryInvalid || undefined}
          autoComplete="country"
        >
          {COUNTRIES.map(({ name, dial_code, code }) => (
            <option key={code} value={code}>{`${name} (${dial_code})`}</option>
          ))}
        </select>
      </div>
      <TextField
        id={numberId}
        label={text('access.mfaSetup.sms.contactNumber')}
        hint={text('access.mfaSetup.sms.contactNumberHint')}
        error={numberInvalid ? text('access.mfaSetup.sms.contactNumberInvalid') : undefined}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
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
