import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { AVATAR_SIZE, avatarKey, avatarUrl, type User } from '@portal/contracts';
import { bus } from '@portal/event-bus';
import { useSession } from '@portal/session';
import { AvatarImage, Button, messages } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFailure, avatarFormSchema, isAvatarEditingEnabled, type AvatarForm } from '../domain/avatar-rules';
import { avatarMessages, type AvatarMessageKey } from '../messages';

/**
 * The profile picture and its upload (spec 1 §4, §5, §8). Shown only where avatar editing is
 * enabled; the header's avatar follows through 'account.avatar-changed.v1'.
 */
export default function AvatarSection() {
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  if (!user || !isAvatarEditingEnabled(settings)) return null;
  return <AvatarUpload user={user} />;
}

function AvatarUpload({ user }: { user: User }) {
  const text = useText(avatarMessages);
  const fields = useSession((state) => state.profileFields);
  const upload = useUploadAvatar();
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<AvatarMessageKey | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const schema = useMemo(() => avatarFormSchema(user, fields), [user, fields]);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<AvatarForm>({ resolver: valibotResolver(schema), reValidateMode: 'onSubmit', defaultValues: { file: null } });
  const problem = (errors.file?.message as AvatarMessageKey | undefined) ?? failure;
  const target = avatarKey(user);

  const onSubmit = handleSubmit(async ({ file }) => {
    const chosen = file?.[0];
    if (!chosen) return;
    setFailure(null);
    try {
      await upload.mutateAsync({ target, file: chosen });
      const next = Date.now();
      setVersion(next);
      reset();
      messages.success(text('access.avatar.success'));
      bus.emit('account.avatar-changed.v1', { userId: user.id, version: next });
    } catch (error) {
      setFailure(avatarFailure(error));
    }
  });

  return (
    <section className="lp-avatar-section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{text('access.avatar.title')}</h2>
      {/* Spec 1 §4: a placeholder until the picture has resolved. */}
      <AvatarImage className="lp-avatar--large" src={avatarUrl(user, version)} name={user.displayName || user.username} size={AVATAR_SIZE} alt={text('access.avatar.current')} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={['lp-field', problem ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
          <label htmlFor={inputId} className="lp-field__label">
            {text('access.avatar.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="lp-field__input"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            {...register('file', {
              onChange: () => {
                setFailure(null);
                clearErrors('file');
              },
            })}
          />
          {problem && (
            <p id={errorId} role="alert" className="lp-field__error">
              {text(problem)}
            </p>
          )}
        </div>
        <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
          {text('access.avatar.upload')}
        </Button>
      </form>
    </section>
  );
}
