import { useId } from 'react';
import { EVIDENCE_FILE_TYPES, type CpdFile, type SchemaField } from '@portal/contracts/cpd';
import { Button } from '@portal/ui';
import { FileField } from '@portal/ui/fields';
import { useText } from '../../../lib/messages';
import { entryMessages } from '../messages';

export interface EvidenceFieldProps {
  field: SchemaField;
  /** Stored files still kept. */
  files: readonly CpdFile[];
  /** Chosen here, uploaded when the entry is saved. */
  pending: readonly File[];
  readOnly: boolean;
  error?: string | undefined;
  onAdd(files: File[]): void;
  onRemove(file: CpdFile): void;
  onRemovePending(file: File): void;
  onDownload(file: CpdFile): void;
}

/** Only the spec's types are offered by the file picker (spec 3 §5); the LMS checks them again. */
const ACCEPT = EVIDENCE_FILE_TYPES.map((type) => `.${type}`).join(',');

/** A file field of the entry (spec 3 §3, §5): stored evidence to download or remove, new evidence to add. */
export function EvidenceField({ field, files, pending, readOnly, error, onAdd, onRemove, onRemovePending, onDownload }: EvidenceFieldProps) {
  const text = useText(entryMessages);
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={['lp-field', 'lp-field--group', 'lp-cpd__evidence', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={errorId}>
      <legend className="lp-field__label">{field.label}</legend>
      {field.description && <p className="lp-field__hint">{field.description}</p>}
      {files.length === 0 && pending.length === 0 && <p className="lp-field__hint">{text('cpd.entry.evidenceNone')}</p>}
      {(files.length > 0 || pending.length > 0) && (
        <ul className="lp-cpd__files">
          {files.map((file) => (
            <li key={file.id}>
              <Button type="button" variant="link" onClick={() => onDownload(file)}>
                {text('cpd.entry.download', { name: file.name })}
              </Button>
              {!readOnly && (
                <Button type="button" variant="secondary" onClick={() => onRemove(file)}>
                  {text('cpd.entry.removeFile', { name: file.name })}
                </Button>
              )}
            </li>
          ))}
          {pending.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{text('cpd.entry.pendingFile', { name: file.name })}</span>
              <Button type="button" variant="secondary" onClick={() => onRemovePending(file)}>
                {text('cpd.entry.removeFile', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <FileField
          id={`${id}-input`}
          label={text('cpd.entry.addFile')}
          multiple
          accept={ACCEPT}
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            // Emptied, so choosing the same file again (after removing it) is a change too.
            event.target.value = '';
          }}
        />
      )}
      {error && (
        <p id={errorId} className="lp-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
