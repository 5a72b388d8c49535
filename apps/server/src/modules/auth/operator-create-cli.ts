import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { isRole, ROLE_LABEL, ROLES } from '@ops/contracts/permissions';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/least-privilege.ts';
import { configureAuditKey } from '../oplog/audit-key.ts';
import { findOperatorByUsername, insertOperator, updateOperatorPassword } from './auth.repository.ts';
import { hashPassword } from './password.ts';

const USAGE = `Usage: npm run operator:create -- --username <name> --password <password> [--display-name <name>] [--role ${ROLES.join('|')}] [--reset]`;

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    'display-name': { type: 'string' },
    role: { type: 'string', default: 'admin' },
    reset: { type: 'boolean', default: false },
  },
});
const username = values.username?.trim();
const password = values.password ?? process.env.OPERATOR_PASSWORD;
if (!username || !password) fail(USAGE);
if (!/^[A-Za-z0-9_.-]{2,64}$/.test(username)) fail('The username must be 2-64 letters, digits, dots, dashes or underscores.');
const role = values.role;
if (!isRole(role)) fail(`The role must be one of ${ROLES.join(', ')}.`);
if (password.length < PASSWORD_MIN_LENGTH) fail(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);

const config = loadConfig();
configureAuditKey(config);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(handle, config);
  const existing = await findOperatorByUsername(handle.db, username);
  if (existing && !values.reset) fail(`Operator "${username}" already exists; pass --reset to set a new password.`);
  const passwordHash = await hashPassword(password);
  if (existing) {
    await updateOperatorPassword(handle.db, existing.id, passwordHash);
    console.log(`Password of operator "${username}" reset.`);
  } else {
    await insertOperator(handle.db, { username, displayName: values['display-name'] ?? username, passwordHash, role });
    console.log(`Operator "${username}" created with role ${role} (${ROLE_LABEL[role]}).`);
  }
} finally {
  await handle.close();
}
