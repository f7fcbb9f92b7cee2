import { useId, useRef, useState } from 'react';
import { isApiError } from '@portal/api-client';
import { ELA_ATTACHMENT_TYPES, isElaAttachmentType, uploadFailureKind, type DossierFile } from '@portal/contracts/external-learning';
import { Button, messages, Spinner } from '@portal/ui';
import { FileField } from '@portal/ui/fields';
import { useText } from '../../../lib/messages';
import { useDeleteAttachment } from '../api/delete-attachment';
import { useDownloadAttachment } from '../api/download-attachment';
import { useAttachments } from '../api/list-attachments';
import { useUploadAttachment } from '../api/upload-attachment';
import { externalLearningMessages } from '../messages';

const FAILURE_KEYS = {
  tooLarge: 'catalogue.externalLearning.attachmentsTooLarge',
  unsupportedType: 'catalogue.externalLearning.attachmentsUnsupported',
  failed: 'catalogue.externalLearning.attachmentsFailed',
} as const;

export interface AttachmentsProps {
  itemId: string;
  /** The item's owner when someone else reads it (the approver). */
  ownerId?: string;
  readOnly: boolean;
}

/**
 * An item's attachments (spec 2 §5, §7): listed, downloaded; the owner adds files of the ELA types
 * (others refused at once as unsupported; 413 too large, 415 unsupported, other a general failure)
 * and removes them; nothing is uploaded or removed while the item is read-only.
 */
export function Attachments({ itemId, ownerId, readOnly }: AttachmentsProps) {
  const text = useText(externalLearningMessages);
  const files = useAttachments(itemId, ownerId);
  const upload = useUploadAttachment(itemId);
  const remove = useDeleteAttachment();
  const download = useDownloadAttachment();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const add = async (chosen: File | undefined) => {
    if (!chosen || readOnly) return;
    setProblem(null);
    if (!isElaAttachmentType(chosen.name)) {
      setProblem(text(FAILURE_KEYS.unsupportedType));
      return;
    }
    try {
      await upload.mutateAsync(chosen);
      messages.success(text('catalogue.externalLearning.attachmentsUploaded'));
    } catch (error) {
      setProblem(text(FAILURE_KEYS[uploadFailureKind(isApiError(error) ? error.status : 0)]));
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const removeFile = async (file: DossierFile) => {
    try {
      await remove.mutateAsync(file.path);
    } catch {
      messages.error(text('catalogue.externalLearning.failed'));
    }
  };
  const save = async (file: DossierFile) => {
    try {
      await download(file);
    } catch {
      messages.error(text('catalogue.externalLearning.failed'));
    }
  };

  return (
    <section className="lp-ela__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('catalogue.externalLearning.attachments')}</h2>
      {files.isPending ? (
        <Spinner label={text('catalogue.externalLearning.attachments')} />
      ) : (files.data ?? []).length === 0 ? (
        <p>{text('catalogue.externalLearning.attachmentsNone')}</p>
      ) : (
        <ul className="lp-ela__files">
          {files.data!.map((file) => (
            <li key={file.reference}>
              <Button variant="link" aria-label={text('catalogue.externalLearning.attachmentsDownload', { name: file.name })} onClick={() => void save(file)}>
                {file.name}
              </Button>
              {!readOnly && (
                <Button variant="secondary" disabled={remove.isPending} onClick={() => void removeFile(file)}>
                  {text('catalogue.externalLearning.attachmentsRemove', { name: file.name })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <>
          {/* Live, so a refused or failed upload is heard at once, not only when the field is next focused. */}
          <div aria-live="assertive">
            <FileField
              ref={input}
              label={text('catalogue.externalLearning.attachmentsAdd')}
              hint={text('catalogue.externalLearning.attachmentsTypes', { types: ELA_ATTACHMENT_TYPES.join(', ') })}
              error={problem ?? undefined}
              accept={ELA_ATTACHMENT_TYPES.map((type) => `.${type}`).join(',')}
              disabled={upload.isPending}
              onChange={(event) => void add(event.target.files?.[0])}
            />
          </div>
          {upload.isPending && <Spinner label={text('catalogue.externalLearning.attachmentsUploading')} />}
        </>
      )}
    </section>
  );
}
