import type { Queryable } from '../../src/server/db/database.ts';

/** The one store row every page and email needs, for tests that do not seed the demo store. */
export async function insertTestStore(db: Queryable): Promise<void> {
  await db.query(
    `insert into store_settings (name, legal_name, street_address, city, region, postal_code, phone, email, license_number)
     values ('Test Store', 'Test Store LLC', '1 Main St', 'Monroe', 'MI', '48161', '734-555-0100', 'store@example.test', 'AU-R-000001')`,
  );
}
