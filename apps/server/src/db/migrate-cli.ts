import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './least-privilege.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle, config);
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);
