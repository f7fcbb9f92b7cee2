import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button } from '@portal/ui';
import { RadioGroupField } from '@portal/ui/fields';
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
  // One of the allowed methods; the first is chosen to begin with.
  const schema = useMemo(() => v.object({ method: v.picklist(methods) }), [methods]);
  const { register, handleSubmit, watch } = useForm<{ method: SetupMethod }>({ resolver: valibotResolver(schema), defaultValues: { method: methods[0] } });
  const method = watch('method');

  if (methods.length === 0) return <p role="alert">{text('access.mfaSetup.noMethods')}</p>;

  return (
    <form onSubmit={(event) => void handleSubmit(({ method: chosen }) => onChoose(chosen))(event)} noValidate>
      <p>{text('access.mfaSetup.intro')}</p>
      <RadioGroupField
        label={text('access.mfaSetup.chooseMethod')}
        options={methods.map((option) => ({ value: option, label: text(`access.mfaSetup.method.${option}`) }))}
        {...register('method')}
      />
      <Button type="submit" disabled={busy || !method} aria-busy={busy}>
        {text('access.mfaSetup.continue')}
      </Button>
    </form>
  );
}
