import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type User } from '@portal/contracts';
import { AVATAR_SIZE, avatarKey, avatarUrl } from '@portal/contracts/avatar';
import { bus } from '@portal/event-bus';
import { useSession } from '@portal/session';
import { Button, Dialog, messages } from '@portal/ui';
import { AvatarImage } from '@portal/ui/avatar';
import { FileField } from '@portal/ui/fields';
import { useText } from '../../../lib/messages';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFailure, avatarFormSchema, isAvatarEditingEnabled, type AvatarForm } from '../domain/avatar-rules';
import { avatarMessages, type AvatarMessageKey } from '../messages';

/**
 * The profile picture and its upload dialog (spec 1 §3 lists an avatar upload dialog; §4, §5, §8).
 * Shown only where avatar editing is enabled; the header's avatar follows through
 * 'account.avatar-changed.v1'.
 */
export default function AvatarSection() {
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  if (!user || !isAvatarEditingEnabled(settings)) return null;
  return <AvatarUpload user={user} />;
}

function AvatarUpload({ user }: { user: User }) {
  const text = useText(avatarMessages);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const uploaded = () => {
    const next = Date.now();
    setVersion(next);
    setOpen(false);
    messages.success(text('access.avatar.success'));
    bus.emit('account.avatar-changed.v1', { userId: user.id, version: next });
  };

  return (
    <section className="lp-avatar-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{text('access.avatar.title')}</h2>
      {/* Spec 1 §4: a placeholder until the picture has resolved. */}
      <AvatarImage className="lp-avatar--large" src={avatarUrl(user, version)} name={user.displayName || user.username} size={AVATAR_SIZE} alt={text('access.avatar.current')} />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {text('access.avatar.change')}
      </Button>
      {open && <AvatarDialog user={user} onUploaded={uploaded} onClose={() => setOpen(false)} />}
    </section>
  );
}

/** The upload dialog: choose a picture, see it, upload it; problems stay in the dialog with the choice kept. */
function AvatarDialog({ user, onUploaded, onClose }: { user: User; onUploaded(): void; onClose(): void }) {
  const text = useText(avatarMessages);
  const fields = useSession((state) => state.profileFields);
  const upload = useUploadAvatar();
  const [failure, setFailure] = useState<AvatarMessageKey | null>(null);
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const schema = useMemo(() => avatarFormSchema(user, fields), [user, fields]);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<AvatarForm>({ resolver: valibotResolver(schema), reValidateMode: 'onSubmit', defaultValues: { file: null } });
  const problem = (errors.file?.message as AvatarMessageKey | undefined) ?? failure;
  const target = avatarKey(user);
  // The chosen picture's preview is a blob address, released when another is chosen or the dialog goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const onSubmit = handleSubmit(async ({ file }) => {
    const chosen = file?.[0];
    if (!chosen) return;
    setFailure(null);
    try {
      await upload.mutateAsync({ target, file: chosen });
      onUploaded();
    } catch (error) {
      setFailure(avatarFailure(error));
    }
  });

  return (
    <Dialog title={text('access.avatar.dialogTitle')} onClose={onClose} closeOnBackdrop={!upload.isPending}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FileField
          label={text('access.avatar.file')}
          accept={AVATAR_ACCEPT}
          // Said as it comes: the dialog has no error summary, and a refused upload comes without a new submit.
          announceError
          error={problem ? text(problem) : undefined}
          {...register('file', {
            onChange: (event: { target: HTMLInputElement }) => {
              setFailure(null);
              clearErrors('file');
              const chosen = event.target.files?.[0];
              setPreview(chosen && chosen.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : undefined);
            },
          })}
        />
        {preview && <img className="lp-avatar--large lp-avatar__preview" src={preview} alt={text('access.avatar.preview')} width={AVATAR_SIZE} height={AVATAR_SIZE} />}
        <div className="lp-access__actions">
          <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
            {text('access.avatar.upload')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose} disabled={upload.isPending}>
            {text('access.avatar.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
