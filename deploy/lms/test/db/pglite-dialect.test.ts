import { sql } from 'kysely';
import { databases } from '../helpers/db';

describe('PGlite dialect', () => {
  it('keeps a query of another request out of an open transaction, and counts affected rows', async () => {
    const handle = await databases()[0]!.open({ empty: true });
    try {
      await sql`create table t (n int)`.execute(handle.db);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const transaction = handle.db.transaction().execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        await held;
        throw new Error('roll back');
      });
      // Issued while the transaction is open: it must wait, and then not see the rolled-back row.
      const outside = sql<{ c: number }>`select count(*)::int as c from t`.execute(handle.db);
      release();
      await expect(transaction).rejects.toThrow('roll back');
      expect((await outside).rows[0]!.c).toBe(0);

      await sql`insert into t values (1), (2), (3)`.execute(handle.db);
      const result = await sql`update t set n = n + 1 where n > 1`.execute(handle.db);
      expect(result.numAffectedRows).toBe(2n);
    } finally {
      await handle.close();
    }
  });
});
