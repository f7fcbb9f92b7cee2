import { useState, type FormEvent } from 'react';
import { Button } from '@portal/ui';
import { useText } from '../../../lib/messages';
import type { SetupMethod } from '../domain/setup-flow';
import { mfaSetupMessages } from '../messages';

export interface StartSetupViewProps {
  methods: readonly SetupMethod[];
  busy: boolean;
  onChoose(method: SetupMethod): void;
}

/** startSetup: choose one of the methods Account.2FA.Methods allows. */
export function StartSetupView({ methods, busy, onChoose }: StartSetupViewProps) {
  const text = useText(mfaSetupMessages);
  const [method, setMethod] = useState<SetupMethod | undefined>(methods[0]);

  if (methods.length === 0) return <p role="alert">{text('access.mfaSetup.noMethods')}</p>;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (method) onChoose(method);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{text('access.mfaSetup.intro')}</p>
      <fieldset className="lp-mfa-setup__methods">
        <legend>{text('access.mfaSetup.chooseMethod')}</legend>
        {methods.map((option) => (
          <label key={option} className="lp-mfa-setup__method">
            <input type="radio" name="method" value={option} checked={method === option} onChange={() => setMethod(option)} />
            {text(`access.mfaSetup.method.${option}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={busy || !method} aria-busy={busy}>
        {text('access.mfaSetup.continue')}
      </Button>
    </form>
  );
}
