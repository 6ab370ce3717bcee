/**
 * The database schema (drizzle-orm, PostgreSQL): the one source of the tables. Change it, then run
 * `npm run db:generate` to write a migration under api/db/migrations. Every table enables row-level
 * security so Supabase's public anon key reads nothing through PostgREST; the API connects as the
 * table owner, which RLS does not restrict.
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Question } from '../../core/contract/question';

/** The question bank, seeded from content/ at start (api/db/seed.ts); `id` is the bank's stable id. */
export const questions = pgTable('questions', {
  id: text('id').primaryKey(),
  type: text('type').$type<Question['type']>().notNull(),
  category: text('category').$type<Question['category']>().notNull(),
  subcategory: text('subcategory'),
  difficulty: text('difficulty').$type<Question['difficulty']>().notNull(),
  question: text('question').notNull(),
  variants: jsonb('variants').$type<Question['variants']>().notNull(),
  industryGroups: jsonb('industry_groups').$type<Question['industryGroups']>().notNull(),
  firms: jsonb('firms').$type<Question['firms']>().notNull(),
  keyPoints: jsonb('key_points').$type<Question['keyPoints']>().notNull(),
  answer: text('answer').notNull(),
  /** When the row's content last changed; the seed leaves unchanged rows alone. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();
