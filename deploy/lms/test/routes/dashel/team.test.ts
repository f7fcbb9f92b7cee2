import { compliancePercentage } from '@portal/contracts/team';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { API, SCOPE, days, signedIn } from '../reach/catalogue/helpers';

const call = (path: string) => `${API}/dashel/${path}`;

async function userId(lms: ReturnType<typeof useLms>, username: string): Promise<string> {
  return (await lms.db.selectFrom('users').select('id').where('scope', '=', SCOPE).where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** The team leader area's /dashel calls (spec 3 §7) with the rules on the server. */
describe.each(databases())('dashel team calls on $name', (database) => {
  const lms = useLms(database);

  it('lists the demo team with its compliance mix and a nested team', async () => {
    const leader = await signedIn(lms, 'teamleader');
    const response = await leader.client.get(call(`teammembers/${leader.userId}/${SCOPE}`));
    expect(response.statusCode).toBe(200);
    const members = response.json() as { id: string; displayName: string; complianceStatus: string; isTeamLeader: boolean; lastLogin: string | null }[];
    expect(members).toHaveLength(10);
    const statuses = new Set(members.map((m) => m.complianceStatus));
    expect([...statuses].sort()).toEqual(['Compliant', 'ExpiringSoon', 'NonCompliant']);
    const subLead = members.find((m) => m.isTeamLeader)!;
    expect(subLead.displayName).toBe('Jade Quinn');

    const summary = (await leader.client.post(call(`teammembers/${leader.userId}/${SCOPE}/compliance`), { userIds: members.map((m) => m.id) })).json();
    expect(summary).toMatchObject({ compliantCount: 6, expiringSoonCount: 2, nonCompliantCount: 2 });
    expect(compliancePercentage(summary)).toBe(80);

    // The nested team is read through its leader, by the leader above.
    const nested = (await leader.client.get(call(`teammembers/${subLead.id}/${SCOPE}`))).json() as { displayName: string }[];
    expect(nested.map((m) => m.displayName)).toEqual(['Kofi Mensah', 'Lina Rossi']);
    const lina = await userId(lms, 'team-lina');
    const detail = await leader.client.get(call(`teammember/${subLead.id}/${SCOPE}/${lina}`));
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ user: { id: lina, complianceStatus: 'NonCompliant' }, stats: { enrolment_count: 2, completed_count: 1 } });
  });

  it("lists a member's certificates in the member detail, and the leader may download them", async () => {
    const leader = await signedIn(lms, 'teamleader');
    const amara = await userId(lms, 'team-amara');
    const detail = (await leader.client.get(call(`teammember/${leader.userId}/${SCOPE}/${amara}`))).json() as {
      activityDetails: { certifications: { rows: { id: string; name: string; score: number | null; status: string; userId: string }[] } };
    };
    const rows = detail.activityDetails.certifications.rows;
    expect(rows.map((r) => [r.name, r.score, r.status]).sort()).toEqual([
      ['Basic life support', 75, 'valid'],
      ['Data security awareness', 88, 'expiring'],
      ['Infection prevention and control', 92.5, 'valid'],
    ]);
    expect(rows.every((r) => r.userId === amara)).toBe(true);
    // The history's score and mastery score come from the record store's newest scored statement.
    const history = (
      detail as unknown as { activityDetails: { catalogueEntries: { rows: { title: string; score: number | null; definition: { extensions: Record<string, unknown> } }[] } } }
    ).activityDetails.catalogueEntries.rows;
    expect(history.find((r) => r.title === 'Data security awareness')).toMatchObject({
      score: 0.92345,
      definition: { extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore': 0.8 } },
    });
    expect(history.find((r) => r.title === 'Fire safety awareness')).toMatchObject({ score: null, definition: { extensions: {} } });
    const pdf = await leader.client.get(`${API}/diploma/learner/certificates/${rows[0]!.id}/download?scope=${SCOPE}&userId=${amara}`);
    expect(pdf.statusCode).toBe(200);
    // Someone else's certificate is not the leader's to download.
    const learner = await signedIn(lms, 'learner');
    expect((await learner.client.get(`${API}/diploma/learner/certificates/${rows[0]!.id}/download?scope=${SCOPE}&userId=${amara}`)).statusCode).toBe(403);
  });

  it("counts a member's logins: each sign-in adds one", async () => {
    const leader = await signedIn(lms, 'teamleader');
    const stats = async (member: string) => (await leader.client.get(call(`teammember/${leader.userId}/${SCOPE}/${member}`))).json().stats;
    // Hana never logged in; Amara logged in several times.
    expect((await stats(await userId(lms, 'team-hana'))).login_count).toBe(0);
    expect((await stats(await userId(lms, 'team-amara'))).login_count).toBeGreaterThan(1);
    // A member who signs in twice more counts two more (Jade leads her own team, so she can be given a password).
    const jade = await userId(lms, 'team-sub-lead');
    const before = (await stats(jade)).login_count as number;
    const hash = (await lms.db.selectFrom('users').select('password_hash').where('id', '=', leader.userId).executeTakeFirstOrThrow()).password_hash;
    await lms.db.updateTable('users').set({ password_hash: hash }).where('id', '=', jade).execute();
    for (let i = 0; i < 2; i++) {
      const client = lms.client();
      await client.signIn('team-sub-lead');
      expect((await client.post(`${API}/reach/${SCOPE}/api/v4/user/signin`, { username: 'team-sub-lead', platform: 'web-orbit-demo' })).statusCode).toBe(200);
    }
    expect((await stats(jade)).login_count).toBe(before + 2);
  });

  it("serves a member's certificate summary beside the rows", async () => {
    const leader = await signedIn(lms, 'teamleader');
    const amara = await userId(lms, 'team-amara');
    const hana = await userId(lms, 'team-hana');
    const summaryOf = async (member: string) => (await leader.client.get(call(`teammember/${leader.userId}/${SCOPE}/${member}`))).json().activityDetails.certifications.summary;
    const certifications = (await leader.client.get(`${API}/diploma/learner/certificates_v2?scope=${SCOPE}&userId=${amara}`)).json() as { hasCompliance: boolean }[];
    const compliance = certifications.filter((c) => c.hasCompliance).length;
    // Amara holds all three demo certifications, data security expiring within 30 days.
    const amaras = await summaryOf(amara);
    expect(amaras).toMatchObject({ hasCompliance: compliance > 0, complianceExpiresInThirtyDays: true });
    expect(amaras.complianceStats.total + amaras.achievementStats.total).toBe(certifications.length);
    expect(amaras.complianceStats.expired + amaras.achievementStats.expired).toBe(0);
    // Hana's only certificate expired: not compliant.
    const hanas = await summaryOf(hana);
    expect(hanas.isCompliant).toBe(false);
    expect(hanas.complianceStats.expired + hanas.achievementStats.expired).toBe(1);
  });

  it("serves a member's certificate as a PDF through the team path, to a leader above them only", async () => {
    const leader = await signedIn(lms, 'teamleader');
    const amara = await userId(lms, 'team-amara');
    const lina = await userId(lms, 'team-lina');
    const jade = await userId(lms, 'team-sub-lead');
    const rows = (await leader.client.get(call(`teammember/${leader.userId}/${SCOPE}/${amara}`))).json().activityDetails.certifications.rows as { id: string }[];
    const path = (parent: string, member: string, certificate: string) => call(`teammember/${parent}/${SCOPE}/${member}/userCertificate/${certificate}`);
    const pdf = await leader.client.get(path(leader.userId, amara, rows[0]!.id));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="certificate-CERT-[0-9A-F-]+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A nested team's member, through their own leader.
    const linas = (await leader.client.get(call(`teammember/${jade}/${SCOPE}/${lina}`))).json().activityDetails.certifications.rows as { id: string }[];
    expect((await leader.client.get(path(jade, lina, linas[0]!.id))).statusCode).toBe(200);
    // Someone else's certificate under Amara's name, an unknown one, or Amara through the wrong team: not found.
    expect((await leader.client.get(path(leader.userId, amara, linas[0]!.id))).statusCode).toBe(404);
    expect((await leader.client.get(path(leader.userId, amara, 'no-such-certificate'))).statusCode).toBe(404);
    expect((await leader.client.get(path(jade, amara, rows[0]!.id))).statusCode).toBe(404);
    // The sub-team's leader does not lead Amara; a learner leads no one.
    const subLead = lms.client();
    await lms.db
      .updateTable('users')
      .set({ password_hash: (await lms.db.selectFrom('users').select('password_hash').where('id', '=', leader.userId).executeTakeFirstOrThrow()).password_hash })
      .where('id', '=', jade)
      .execute();
    await subLead.signIn('team-sub-lead');
    expect((await subLead.get(path(jade, amara, rows[0]!.id))).statusCode).toBe(403);
    const learner = await signedIn(lms, 'learner');
    expect((await learner.client.get(path(leader.userId, amara, rows[0]!.id))).statusCode).toBe(403);
  });

  it('draws the login chart and the compliance gauge as SVG images for the leader, names escaped', async () => {
    const leader = await signedIn(lms, 'teamleader');
    const amara = await userId(lms, 'team-amara');
    await lms.db.updateTable('users').set({ display_name: 'Amara <script>alert(1)</script> & "Bello"' }).where('id', '=', amara).execute();
    const logins = await leader.client.post(call('loginsvg'), { scope: SCOPE, userId: leader.userId });
    expect(logins.statusCode).toBe(200);
    expect(logins.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(logins.headers['cache-control']).toBe('private, no-store');
    expect(logins.headers['x-content-type-options']).toBe('nosniff');
    expect(logins.headers['content-security-policy']).toContain("default-src 'none'");
    const svg = logins.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-labelledby="title desc"/);
    expect(svg).toContain('<title id="title">Last logins</title>');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Amara &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bello&quot;');
    // At most 10 members; one who never logged in says so; the axis says what a bar means.
    expect(svg.match(/<g class="member"/g)).toHaveLength(10);
    expect(svg).toContain('Never logged in');
    expect(svg).toContain('Longer bar: more recent login');
    // The most recent login has the longest bar.
    const widths = [...svg.matchAll(/<rect class="bar" x="[\d.]+" y="[\d.]+" width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([...widths].sort((a, b) => b - a));

    const gauge = await leader.client.post(call('gaugesvg'), { scope: SCOPE, userId: leader.userId, locale: 'ar-SA' });
    expect(gauge.statusCode).toBe(200);
    expect(gauge.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    // 6 compliant + 2 expiring of 10: 80 %, in Arabic-Indic digits for an Arabic reader.
    expect(gauge.body).toContain('٨٠٪');
    expect(gauge.body).toMatch(/direction="rtl"/);
    const english = (await leader.client.post(call('gaugesvg'), { scope: SCOPE, userId: leader.userId })).body;
    expect(english).toContain('<title id="title">Compliance</title>');
    expect(english).toContain('80%');
    expect(english).toMatch(/Compliant: 6/);
    expect(english).toMatch(/Expiring soon: 2/);
    expect(english).toMatch(/Non-compliant: 2/);

    // Another team, another tenant, a learner, or a bad payload: refused.
    const learner = await signedIn(lms, 'learner');
    expect((await learner.client.post(call('loginsvg'), { scope: SCOPE, userId: leader.userId })).statusCode).toBe(403);
    expect((await leader.client.post(call('loginsvg'), { scope: SCOPE, userId: learner.userId })).statusCode).toBe(403);
    expect((await leader.client.post(call('gaugesvg'), { scope: 'other', userId: leader.userId })).statusCode).toBe(403);
    const bad = await leader.client.post(call('gaugesvg'), { scope: SCOPE, userId: leader.userId, locale: 'xx-<b>' });
    expect(bad.statusCode).toBe(400);
  });

  it('a team approval: the leader accepts a member’s pending enrolment, which turns Approved and enrols them', async () => {
    const leader = await signedIn(lms, 'teamleader');
    const chloe = await userId(lms, 'team-chloe');
    const read = async () =>
      (await leader.client.post(`${API}/notary/ReadApprovals`, { params: { ref: leader.userId, scope: SCOPE }, status: 'Pending' })).json().items as {
        key: string;
        status: string;
        user_ref: string;
        content_ref: string;
      }[];
    const pending = (await read()).filter((item) => item.user_ref === chloe);
    expect(pending).toEqual([expect.objectContaining({ status: 'Pending', content_ref: 'demo-session-approval' })]);
    const sessionOf = async () =>
      (
        (await leader.client.post(call('getCatalogueEnrolmentList'), { scope: SCOPE, teamMemberId: chloe, teamLeaderId: leader.userId })).json() as {
          Sessions: { Id: string; Enrolment: string | null }[];
        }[]
      )
        .flatMap((item) => item.Sessions)
        .find((s) => s.Id === 'demo-session-approval');
    expect(await sessionOf()).toMatchObject({ Enrolment: 'PendingAdminApproval' });
    const accepted = await leader.client.post(`${API}/notary/AcceptApproval`, { params: { ref: leader.userId, scope: SCOPE }, approval: { key: pending[0]!.key } });
    expect(accepted.json()).toMatchObject({ success: true, item: { status: 'Approved' } });
    expect(await sessionOf()).toMatchObject({ Enrolment: 'Enrolled' });
    expect((await read()).filter((item) => item.user_ref === chloe)).toEqual([]);
  });

  it('a learner calling the team calls gets 403', async () => {
    const learner = await signedIn(lms, 'learner');
    const member = await userId(lms, 'team-amara');
    const leaderId = await userId(lms, 'teamleader');
    expect((await learner.client.get(call(`teammembers/${leaderId}/${SCOPE}`))).statusCode).toBe(403);
    expect((await learner.client.post(call(`teammembers/${leaderId}/${SCOPE}/compliance`), { userIds: [member] })).statusCode).toBe(403);
    expect((await learner.client.get(call(`teammember/${leaderId}/${SCOPE}/${member}`))).statusCode).toBe(403);
    expect((await learner.client.post(call('getCatalogueEnrolmentList'), { scope: SCOPE, teamMemberId: member, teamLeaderId: learner.userId })).statusCode).toBe(403);
    const enrol = { scope: SCOPE, teamMemberId: member, teamLeaderId: learner.userId, catalogueId: 'demo-fire-safety', catalogueType: 'Course', enrolmentStatus: 'Enrolled' };
    expect((await learner.client.post(call('setEnrolment'), enrol)).statusCode).toBe(403);
  });

  it('a team leader cannot read or enrol a member of another team', async () => {
    const leader = await signedIn(lms, 'teamleader');
    // The sub-team's leader holds the role too, but leads only Kofi and Lina.
    const other = await userId(lms, 'learner');
    const amara = await userId(lms, 'team-amara');
    expect((await leader.client.get(call(`teammember/${leader.userId}/${SCOPE}/${other}`))).statusCode).toBe(403);
    expect((await leader.client.post(call(`teammembers/${leader.userId}/${SCOPE}/compliance`), { userIds: [amara, other] })).statusCode).toBe(403);
    expect((await leader.client.get(call(`teammembers/${other}/${SCOPE}`))).statusCode).toBe(403);
    const list = await leader.client.post(call('getCatalogueEnrolmentList'), { scope: SCOPE, teamMemberId: other, teamLeaderId: leader.userId });
    expect(list.statusCode).toBe(403);
    const enrol = { scope: SCOPE, teamMemberId: other, teamLeaderId: leader.userId, catalogueId: 'demo-fire-safety', catalogueType: 'Course', enrolmentStatus: 'Enrolled' };
    expect((await leader.client.post(call('setEnrolment'), enrol)).statusCode).toBe(403);
    // Another tenant's scope is refused outright.
    expect((await leader.client.get(call(`teammembers/${leader.userId}/other`))).statusCode).toBe(403);
  });

  it('unenrols from a session only with a reason and before the cancellation deadline, and enrols again', async () => {
    const leader = await signedIn(lms, 'teamleader');
    const amara = await userId(lms, 'team-amara');
    await lms.db
      .insertInto('catalogue_sessions')
      .values([
        {
          scope: SCOPE,
          id: 't-team-open',
          event_id: 'demo-event',
          name: 'Open session',
          start_date: days(30),
          end_date: days(30),
          enrolment_deadline: days(20),
          cancellation_deadline: days(20),
          location: null,
          seats: 10,
          enrolment_mode: 'Open',
        },
        {
          scope: SCOPE,
          id: 't-team-closed',
          event_id: 'demo-event',
          name: 'Closed session',
          start_date: days(3),
          end_date: days(3),
          enrolment_deadline: days(-1),
          cancellation_deadline: days(-1),
          location: null,
          seats: 10,
          enrolment_mode: 'Open',
        },
      ])
      .execute();
    await lms.db
      .insertInto('session_enrolments')
      .values({ scope: SCOPE, session_id: 't-team-closed', user_id: amara, enrolment: 'Enrolled', status: null, reason: null })
      .execute();
    const base = { scope: SCOPE, teamMemberId: amara, teamLeaderId: leader.userId, catalogueType: 'Session' };

    const enrolled = await leader.client.post(call('setEnrolment'), { ...base, catalogueId: 't-team-open', enrolmentStatus: 'Enrolled' });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toEqual({ success: true, message: 'User was enroled successfully' });

    const noReason = await leader.client.post(call('setEnrolment'), { ...base, catalogueId: 't-team-open', enrolmentStatus: 'NotEnrolled', cancellationReason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: 'cancellationReason: a reason is required to unenrol' });

    const late = await leader.client.post(call('setEnrolment'), { ...base, catalogueId: 't-team-closed', enrolmentStatus: 'NotEnrolled', cancellationReason: 'Rota change' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ Message: 'We were unable to cancel your enrolment because the session cancellation deadline has passed' });
    const tooLate = await leader.client.post(call('setEnrolment'), { ...base, catalogueId: 't-team-closed', enrolmentStatus: 'Enrolled' });
    expect(tooLate.json()).toMatchObject({ Message: 'We were unable to enrol you as your enrolment because the session enolment deadline has passed' });

    expect(
      (await leader.client.post(call('setEnrolment'), { ...base, catalogueId: 't-team-open', enrolmentStatus: 'NotEnrolled', cancellationReason: 'Rota change' })).statusCode,
    ).toBe(200);
    const row = await lms.db.selectFrom('session_enrolments').selectAll().where('session_id', '=', 't-team-open').where('user_id', '=', amara).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enrolment: 'NotEnrolled', reason: 'Rota change' });

    const list = (await leader.client.post(call('getCatalogueEnrolmentList'), { scope: SCOPE, teamMemberId: amara, teamLeaderId: leader.userId })).json() as {
      Id: string;
      Sessions: { Id: string; Enrolment: string | null }[];
    }[];
    const event = list.find((i) => i.Id === 'demo-event')!;
    expect(event.Sessions.find((s) => s.Id === 't-team-open')).toMatchObject({ Enrolment: 'NotEnrolled' });
    expect(event.Sessions.find((s) => s.Id === 't-team-closed')).toMatchObject({ Enrolment: 'Enrolled' });

    expect((await leader.client.post(call('setEnrolment'), { ...base, catalogueId: 't-team-open', enrolmentStatus: 'Enrolled' })).statusCode).toBe(200);
  });
});
