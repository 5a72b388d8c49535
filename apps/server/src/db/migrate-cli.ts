import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);
