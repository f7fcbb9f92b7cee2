import { CERTIFICATE_RENEWAL_WAIT_MS, renewalAction, type Certificate } from '@portal/contracts/certificates';

export interface RenewEffects {
  startRenewal(certificationId: string): Promise<unknown>;
  wait(ms: number): Promise<void>;
  /** Goes to the page of the item that renews the certificate. */
  openItem(itemId: string): void;
  /** The General.Failure toast (spec 2 §8: a failed renew). */
  fail(): void;
}

/**
 * The renewal action (spec 2 §4): when renewal is possible, request it, wait 1 second, then go to
 * the item; when already renewing, go straight to the item. Answers whether it went to the item.
 */
export async function renewCertificate(certificate: Pick<Certificate, 'certificationId' | 'renewalState' | 'catalogueItem'>, effects: RenewEffects): Promise<boolean> {
  const action = renewalAction(certificate);
  const itemId = certificate.catalogueItem?.Id;
  if (action === 'none' || !itemId) return false;
  if (action === 'startRenewalThenOpen') {
    try {
      await effects.startRenewal(certificate.certificationId);
    } catch {
      effects.fail();
      return false;
    }
    await effects.wait(CERTIFICATE_RENEWAL_WAIT_MS);
  }
  effects.openItem(itemId);
  return true;
}
