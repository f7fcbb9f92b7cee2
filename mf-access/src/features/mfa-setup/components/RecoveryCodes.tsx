import { useEffect, useState } from 'react';
import { Button } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from '../domain/recovery-codes-file';
import { mfaSetupMessages } from '../messages';

/** New recovery codes, shown once, with copy and download (spec 1 §4: shown on completion). */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const text = useText(mfaSetupMessages);
  const [copied, setCopied] = useState(false);
  const [downloadUrl, setDownloadUrl] = useState<string>();

  useEffect(() => {
    // A Blob URL for the download link, released when the codes change or the view goes.
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
    setDownloadUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [codes]);

  async function copy() {
    await navigator.clipboard?.writeText(recoveryCodesText(codes));
    setCopied(true);
  }

  return (
    <section className="lp-mfa-codes" aria-labelledby="lp-mfa-codes-title">
      <h2 id="lp-mfa-codes-title">{text('access.mfaSetup.recoveryCodesTitle')}</h2>
      <p>{text('access.mfaSetup.recoveryCodesText')}</p>
      <ul aria-labelledby="lp-mfa-codes-title" className="lp-mfa-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => void copy().catch(() => setCopied(false))}>
        {text('access.mfaSetup.copy')}
      </Button>
      {downloadUrl && (
        <a className="lp-button lp-button--secondary" href={downloadUrl} download={RECOVERY_CODES_FILE_NAME}>
          {text('access.mfaSetup.download')}
        </a>
      )}
      {copied && <p role="status">{text('access.mfaSetup.copied')}</p>}
    </section>
  );
}
