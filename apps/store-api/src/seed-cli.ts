import { loadConfig } from './config';
import { openDatabase, resolveDatabasePath } from './db/database';
import { seedDemoShop } from './seed';

/** `pnpm --filter @gipfel/store-api seed`: resets the database to the demo shop. */
const path = resolveDatabasePath();
const db = openDatabase(path);
seedDemoShop(db, loadConfig());
db.close();
console.log(`Store API database reset to the demo shop: ${path}`);
