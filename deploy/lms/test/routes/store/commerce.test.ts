import { commercePaths, type CheckoutResponse, type ProductFindResponse } from '@portal/contracts/commerce';
import { taskPaths } from '@portal/contracts/tasks';
import { itemActivityId } from '@portal/contracts/xapi';
import { sql } from 'kysely';
import { json } from '../../../src/db/json';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { lrsAgent, lrsHeaders, userLrsAuth } from '../../helpers/lrs';
import { API, SCOPE, signedIn } from '../reach/catalogue/helpers';

const call = (path: string) => API + path;

/** /store (spec 2 §6, §7) on the demo tenant, commerce on with three premium items. */
describe.each(databases())('store on $name', (database) => {
  const lms = useLms(database);

  it('finds a product with gross and net to two decimals, and the catalogue carries its sku', async () => {
    const learner = await signedIn(lms);
    const found = (await learner.client.post(call(commercePaths.productFind()), { sku: 'DEMO-MASTERCLASS' })).json() as ProductFindResponse;
    expect(found.product).toEqual({ sku: 'DEMO-MASTERCLASS', name: 'Masterclass: leading change', gross_amount: 95, net_amount: 79.17, currency: 'GBP', invoice: null });
    expect(((await learner.client.post(call(commercePaths.productFind()), { sku: 'NOPE' })).json() as ProductFindResponse).product).toBeNull();
    const items = (await learner.catalogue()).json().Items as { Id: string; sku?: string | null }[];
    expect(items.filter((i) => i.sku).map((i) => [i.Id, i.sku])).toEqual(
      expect.arrayContaining([
        ['demo-premium', 'DEMO-MASTERCLASS'],
        ['demo-coaching-basics', 'DEMO-COACHING'],
        ['demo-excel', 'DEMO-SPREADSHEETS'],
      ]),
    );
  });

  it('checkout creates one invoice per sku, and a repeated checkout does not charge twice', async () => {
    const learner = await signedIn(lms);
    const invoiceFind = () => learner.client.post(call(commercePaths.invoiceFind()), { product_sku: 'DEMO-COACHING', user_id: learner.userId });
    expect((await invoiceFind()).json()).toEqual({ invoice: null });

    const first = await learner.client.post(call(commercePaths.checkout()), { skus: ['DEMO-COACHING', 'DEMO-SPREADSHEETS'], cardholderName: 'Alex Morgan' });
    expect(first.statusCode).toBe(200);
    const paid = first.json() as CheckoutResponse;
    expect(paid).toMatchObject({ total_gross: 65, total_net: 54.16, currency: 'GBP' });
    expect(paid.invoices.map((i) => [i.product_sku, i.gross_amount, i.net_amount])).toEqual([
      ['DEMO-COACHING', 40, 33.33],
      ['DEMO-SPREADSHEETS', 25, 20.83],
    ]);
    expect((await invoiceFind()).json()).toEqual({ invoice: paid.invoices[0] });

    const again = (await learner.client.post(call(commercePaths.checkout()), { skus: ['DEMO-COACHING'], cardholderName: 'Alex Morgan' })).json() as CheckoutResponse;
    expect(again.invoices).toEqual([paid.invoices[0]]);
    const rows = await lms.db.selectFrom('store_invoices').select('id').where('user_id', '=', learner.userId).where('product_sku', '=', 'DEMO-COACHING').execute();
    expect(rows).toHaveLength(1);
  });

  it('validates the payload, refuses unknown products and another user’s invoices', async () => {
    const learner = await signedIn(lms);
    const other = await signedIn(lms, 'approver');
    expect((await learner.client.post(call(commercePaths.checkout()), { skus: [], cardholderName: 'A' })).json()).toEqual({
      success: false,
      ErrorCode: 'ValidationFailed',
      Message: 'skus: the basket is empty',
    });
    expect((await learner.client.post(call(commercePaths.checkout()), { skus: ['NOPE'], cardholderName: 'A' })).json()).toMatchObject({ ErrorCode: 'UnknownProduct' });
    expect((await other.client.post(call(commercePaths.invoiceFind()), { product_sku: 'DEMO-COACHING', user_id: learner.userId })).statusCode).toBe(403);
  });
});

describe.each(databases())('launch step 7 on the server on $name', (database) => {
  const lms = useLms(database);

  it('refuses to launch an unpaid premium item and launches it once bought', async () => {
    const learner = await signedIn(lms);
    expect((await learner.client.post(learner.enrolment('demo-premium'), { status: 'Enrolled' })).statusCode).toBe(200);
    expect((await learner.client.post(learner.launch('demo-premium'), { launchMode: 'continue' })).json()).toEqual({ status: 'premiumContentUnpaid' });
    await learner.client.post(call(commercePaths.checkout()), { skus: ['DEMO-MASTERCLASS'], cardholderName: 'Alex Morgan' });
    expect((await learner.client.post(learner.launch('demo-premium'), { launchMode: 'continue' })).json()).toMatchObject({ status: 'launch' });
  });
});

describe.each(databases())('the premium rule on every way of completing on $name', (database) => {
  const lms = useLms(database);
  const makePremium = async (itemId: string, sku: string) => {
    await lms.db
      .updateTable('catalogue_items')
      .set({ definition: sql`definition || ${json({ sku })}::jsonb` })
      .where('scope', '=', SCOPE)
      .where('id', '=', itemId)
      .execute();
  };
  const buy = (learner: Awaited<ReturnType<typeof signedIn>>, sku: string) => learner.client.post(call(commercePaths.checkout()), { skus: [sku], cardholderName: 'Alex Morgan' });

  it('marking an unpaid premium item complete (or attempted) is refused; once bought it completes', async () => {
    const learner = await signedIn(lms);
    expect((await learner.client.post(learner.enrolment('demo-premium'), { status: 'Enrolled' })).statusCode).toBe(200);
    for (const Completion of ['Completed', 'Attempted']) {
      const refused = await learner.client.post(learner.completion('demo-premium'), { Completion });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ ErrorCode: 'PremiumContentUnpaid' });
    }
    expect((await learner.client.get(learner.item('demo-premium'))).json().Completion).toBe('NotAttempted');
    await buy(learner, 'DEMO-MASTERCLASS');
    expect((await learner.client.post(learner.completion('demo-premium'), { Completion: 'Completed' })).json()).toEqual({ Completion: 'Completed' });
  });

  it('a statement about an unpaid premium item changes nothing', async () => {
    const learner = await signedIn(lms);
    // Launched while free; premium since: what its content reports no longer counts until bought.
    const attempt = (await learner.client.post(learner.launch('demo-pdf'), { launchMode: 'continue' })).json().attemptId as string;
    await makePremium('demo-pdf', 'DEMO-SPREADSHEETS');
    const statement = {
      actor: lrsAgent(lms, learner.userId),
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-GB': 'completed' } },
      object: { id: itemActivityId({ Id: 'demo-pdf' }), objectType: 'Activity' },
      context: { platform: 'web-orbit-demo', registration: attempt },
      timestamp: new Date().toISOString(),
    };
    // Through the record store as the content sends it: the learner's own token (xapi/config's); the statement is stored.
    const stored = await learner.client.post(`${API}/lrs/statements`, statement, { headers: lrsHeaders(await userLrsAuth(lms, learner.userId)) });
    expect(stored.statusCode).toBe(200);
    expect((await learner.client.get(learner.item('demo-pdf'))).json().Completion).not.toBe('Completed');
  });

  it('submitting an unpaid premium task is refused and keeps nothing', async () => {
    const learner = await signedIn(lms);
    await makePremium('demo-task-reflection', 'DEMO-COACHING');
    const status = API + taskPaths.status(SCOPE, learner.userId, 'demo-task-reflection', learner.userId);
    const refused = await learner.client.post(status, { status: 'PendingApproval', submission: 'My account' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ ErrorCode: 'PremiumContentUnpaid' });
    const task = (await learner.client.get(API + taskPaths.item(SCOPE, learner.userId, 'demo-task-reflection', learner.userId))).json();
    expect(task).toMatchObject({ status: 'NotAttempted', attemptReference: null });
  });

  it('marking a session of an unpaid premium event attended or not changes nothing', async () => {
    const learner = await signedIn(lms);
    await makePremium('demo-event', 'DEMO-COACHING');
    const before = (await learner.client.get(learner.item('demo-event'))).json().Completion;
    const refused = await learner.client.post(learner.sessionStatus('demo-session-past'), { status: 'NotAttended' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ ErrorCode: 'PremiumContentUnpaid' });
    expect((await learner.client.get(learner.item('demo-event'))).json().Completion).toBe(before);
  });
});
