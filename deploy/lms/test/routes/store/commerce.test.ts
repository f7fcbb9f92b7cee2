import { commercePaths, type CheckoutResponse, type ProductFindResponse } from '@portal/contracts/commerce';
import { databases } from '../../helpers/db';
import { useLms } from '../../helpers/lms';
import { API, signedIn } from '../reach/catalogue/helpers';

const call = (path: string) => API + path;

/** Issue 17: /store (spec 2 §6, §7) on the demo tenant, commerce on with three premium items. */
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
