/** drizzle-kit: `npm run db:generate` writes SQL migrations for api/db/schema.ts (no database needed). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
