import { useId, useRef, useState, type FormEvent } from 'react';
import { useApi } from '@portal/api-client';
import { AVATAR_SIZE, avatarKey, avatarUrl } from '@portal/contracts';
import { bus } from '@portal/event-bus';
import { useSession } from '@portal/session';
import { AvatarImage, Button, messages } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { uploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFailure, avatarUploadProblem, isAvatarEditingEnabled } from '../domain/avatar-rules';
import { avatarMessages, type AvatarMessageKey } from '../messages';

/**
 * The profile picture and its upload (spec 1 §4, §5, §8). Shown only where avatar editing is
 * enabled; the header's avatar follows through 'account.avatar-changed.v1'.
 */
export default function AvatarSection() {
  const text = useText(avatarMessages);
  const api = useApi();
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  const fields = useSession((state) => state.profileFields);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<AvatarMessageKey | null>(null);
  const [sending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  if (!user || !isAvatarEditingEnabled(settings)) return null;
  const target = avatarKey(user);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const file = fileRef.current?.files?.[0] ?? null;
    const found = avatarUploadProblem(file, user, fields);
    setProblem(found ?? null);
    if (found || !file) return;
    setSending(true);
    try {
      await uploadAvatar(api, target, file);
      const next = Date.now();
      setVersion(next);
      if (fileRef.current) fileRef.current.value = '';
      messages.success(text('access.avatar.success'));
      bus.emit('account.avatar-changed.v1', { userId: user.id, version: next });
    } catch (error) {
      setProblem(avatarFailure(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="lp-avatar-section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{text('access.avatar.title')}</h2>
      {/* Spec 1 §4: a placeholder until the picture has resolved. */}
      <AvatarImage
        className="lp-avatar--large"
        src={avatarUrl(user, version)}
        name={user.displayName || user.username}
        size={AVATAR_SIZE}
        alt={text('access.avatar.current')}
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={['lp-field', problem ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
          <label htmlFor={inputId} className="lp-field__label">
            {text('access.avatar.file')}
          </label>
          <input
            ref={fileRef}
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="lp-field__input"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={() => setProblem(null)}
          />
          {problem && (
            <p id={errorId} role="alert" className="lp-field__error">
              {text(problem)}
            </p>
          )}
        </div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {text('access.avatar.upload')}
        </Button>
      </form>
    </section>
  );
}
