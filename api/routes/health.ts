/**
 * GET /api/health (the active mode of each concern, after a database round trip) and
 * GET /api/capabilities (which server services exist, so the client picks its fallbacks).
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AiProvider } from '../ai/provider';
import type { Modes } from '../config/modes';
import type { Db } from '../db/client';
import { errorBody } from '../../core/contract/wire';

export const healthRoutes = (db: Db, ai: AiProvider, modes: Modes) =>
  new Hono()
    .get('/health', async (c) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        console.error('Health check: the database did not answer:', error);
        return c.json(errorBody('The database is unavailable.'), 503);
      }
      return c.json({ status: 'ok' as const, modes });
    })
    .get('/capabilities', (c) => c.json(ai.capabilities()));
