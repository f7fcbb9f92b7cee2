import { type Certification, certificatePaths, certificationStatus, CertificationsResponseSchema } from '@portal/contracts/certificates';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import * as v from 'valibot';
import { inflateSync } from 'node:zlib';
import { recordCompletion } from '../../../src/repositories/catalogue-progress';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { API, SCOPE, signedIn, userIdOf } from '../reach/catalogue/helpers';

const certifications = (json: unknown) => v.parse(CertificationsResponseSchema, json);
const byId = (list: Certification[], id: string) => list.find((c) => c.id === id)!;

/** A stream's bytes as text, inflated when Flate-encoded. */
function streamText(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) return '';
  const raw = Buffer.from(stream.contents);
  return (stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/**
 * The text a PDF page draws, one string per shown run: the embedded fonts write glyph ids, read back
 * through each font's ToUnicode map (as a PDF reader's copy and search do).
 */
async function pageText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts.entries()) {
    const font = pdf.context.lookup(ref, PDFDict);
    const cmap = streamText(font.lookup(PDFName.of('ToUnicode')));
    const map = new Map<string, string>();
    for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, from, to] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(from!.toUpperCase(), utf16(to!));
    }
    for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo, hi, to] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        for (let code = parseInt(lo!, 16), n = 0; code <= parseInt(hi!, 16); code++, n++) {
          map.set(code.toString(16).toUpperCase().padStart(lo!.length, '0'), String.fromCharCode(parseInt(to!, 16) + n));
        }
      }
    }
    maps.set(name.asString(), map);
  }
  const contents = page.node.Contents();
  const streams = contents && 'size' in contents ? Array.from({ length: contents.size() }, (_, i) => contents.lookup(i)) : [contents];
  let text = '';
  let current: Map<string, string> | undefined;
  for (const content of streams.map(streamText)) {
    for (const [, font, hex] of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (font) current = maps.get(font);
      else text += (hex!.match(/.{4}/g) ?? []).map((glyph) => current?.get(glyph.toUpperCase()) ?? '\ufffd').join('');
    }
  }
  return text;
}

/** /diploma certificates (spec 2 §4, §6, §7) on the demo tenant. */
describe.each(databases())('diploma certificates on $name', (database) => {
  const lms = useLms(database);

  it("answers learner's certifications with each demo state, history and renewal states", async () => {
    const learner = await signedIn(lms);
    const response = await learner.client.get(API + certificatePaths.certifications(SCOPE));
    expect(response.statusCode).toBe(200);
    const list = certifications(response.json());
    const now = new Date();
    expect(certificationStatus(byId(list, 'cert-ipc'), now)).toBe('valid');
    expect(byId(list, 'cert-ipc').certificates.map((c) => [c.isLatest, c.isParent])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(certificationStatus(byId(list, 'cert-bls'), now)).toBe('expiring');
    expect(byId(list, 'cert-bls').certificates[0]).toMatchObject({ renewalState: 'RenewalPossible', catalogueItem: { Id: 'demo-bls-theory', type: 'Course' } });
    expect(certificationStatus(byId(list, 'cert-moving-handling'), now)).toBe('expired');
    expect(byId(list, 'cert-moving-handling').certificates[0]!.renewalState).toBe('IsAutomaticallyRenewing');
    expect(byId(list, 'cert-fire-warden').certificates[0]).toMatchObject({ renewalState: 'NotSupported', catalogueItem: null });
    expect(certificationStatus(byId(list, 'cert-data-security'), now)).toBe('notStarted');
    // Not a compliance certification and not held: not listed until awarded.
    expect(list.find((c) => c.id === 'cert-anaphylaxis')).toBeUndefined();
  });

  it('issues a certificate with expiry and renewal dates when an awarding item is completed, once', async () => {
    const learner = await signedIn(lms);
    const now = new Date('2026-03-01T10:00:00.000Z');
    const key = { userId: learner.userId, scope: SCOPE, itemId: 'demo-anaphylaxis' };
    expect(await recordCompletion(lms.db, key, 'Completed', now)).toBe('Completed');
    await recordCompletion(lms.db, key, 'Completed', now);
    const list = certifications((await learner.client.get(API + certificatePaths.certifications(SCOPE))).json());
    const issued = byId(list, 'cert-anaphylaxis').certificates;
    expect(issued).toHaveLength(1);
    // 730 days valid; the renewal period opens 90 days before expiry.
    expect(issued[0]).toMatchObject({ timestamp: '2026-03-01T10:00:00.000Z', expiresOn: '2028-02-29T10:00:00.000Z', renewalDate: '2027-12-01T10:00:00.000Z', isLatest: true });
    expect(issued[0]!.reference).toMatch(/^CERT-[0-9A-F]{5}-[0-9A-F]{5}-[0-9A-F]{5}$/);
  });

  it('starts a renewal once possible, answers renewing afterwards, and refuses NotSupported', async () => {
    const learner = await signedIn(lms);
    const renew = (id: string) => learner.client.post(API + certificatePaths.startRenewal(SCOPE, id));
    const first = await renew('cert-bls');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ certificationId: 'cert-bls', renewalState: 'IsManuallyRenewing' });
    const list = certifications((await learner.client.get(API + certificatePaths.certifications(SCOPE))).json());
    expect(byId(list, 'cert-bls').certificates[0]!.renewalState).toBe('IsManuallyRenewing');
    expect(byId(list, 'cert-bls').enteredRenewalOn).toBe(first.json().enteredRenewalOn);
    expect((await renew('cert-bls')).json().enteredRenewalOn).toBe(first.json().enteredRenewalOn);
    expect((await renew('cert-fire-warden')).json()).toMatchObject({ success: false, ErrorCode: 'RenewalNotSupported' });
    expect((await renew('cert-data-security')).statusCode).toBe(404);
  });

  it('downloads a PDF that names the learner, the certification and the verification reference', async () => {
    const learner = await signedIn(lms);
    const list = certifications((await learner.client.get(API + certificatePaths.certifications(SCOPE))).json());
    const certificate = byId(list, 'cert-ipc').certificates[0]!;
    const response = await learner.client.get(API + certificatePaths.download(SCOPE, certificate.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificate-${certificate.reference}.pdf"`);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Infection prevention and control: Alex Morgan');
    const text = await pageText(response.rawPayload);
    expect(text).toContain('Alex Morgan');
    expect(text).toContain('Infection prevention and control');
    expect(text).toContain('awarded for completing Infection prevention and control: level 1');
    expect(text).toContain(`Verification reference: ${certificate.reference}`);
    expect(text).not.toContain('\ufffd');
  });

  it('prints a holder name in any script, not replaced', async () => {
    const learner = await signedIn(lms);
    await lms.db.updateTable('users').set({ display_name: 'Łukasz Żółć Дмитриев' }).where('id', '=', learner.userId).execute();
    const list = certifications((await learner.client.get(API + certificatePaths.certifications(SCOPE))).json());
    const response = await learner.client.get(API + certificatePaths.download(SCOPE, byId(list, 'cert-bls').certificates[0]!.id));
    expect(await pageText(response.rawPayload)).toContain('Łukasz Żółć Дмитриев');
    expect((await PDFDocument.load(response.rawPayload)).getTitle()).toBe('Basic life support: Łukasz Żółć Дмитриев');
  });

  it("refuses someone else's certificates with 403, and lets a team leader above the member read them", async () => {
    const learner = await signedIn(lms);
    const other = await signedIn(lms, 'approver');
    const list = certifications((await learner.client.get(API + certificatePaths.certifications(SCOPE))).json());
    const id = byId(list, 'cert-ipc').certificates[0]!.id;
    expect((await other.client.get(API + certificatePaths.download(SCOPE, id))).statusCode).toBe(403);
    expect((await other.client.get(API + certificatePaths.download(SCOPE, id, learner.userId))).statusCode).toBe(403);
    expect((await other.client.get(API + certificatePaths.certifications(SCOPE, learner.userId))).statusCode).toBe(403);
    expect((await other.client.post(API + certificatePaths.startRenewal(SCOPE, 'cert-bls', learner.userId))).statusCode).toBe(403);
    expect((await learner.client.get(API + certificatePaths.certifications('other-scope'))).statusCode).toBe(403);

    const leader = await signedIn(lms, 'teamleader');
    const member = await userIdOf(lms, 'team-lina');
    expect((await leader.client.get(API + certificatePaths.certifications(SCOPE, member))).statusCode).toBe(200);
    expect((await leader.client.get(API + certificatePaths.certifications(SCOPE, learner.userId))).statusCode).toBe(403);
    expect((await leader.client.post(API + certificatePaths.startRenewal(SCOPE, 'cert-bls', member))).statusCode).toBe(403);
  });
});
