/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded PGlite under
 * DATA_DIR when it is unset, then exits (0 on success, 1 with the error otherwise).
 */
import { readEnv } from '../config/env';
import { createDatabase } from './client';

const env = readEnv();
const database = await createDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error('Migration failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
