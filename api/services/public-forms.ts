/**
 * The public forms' writes (spec section 7: the waitlist, partnerships and questioncollection
 * inserts). Each is INSERT ... ON CONFLICT DO NOTHING keyed by the client-generated id, so a
 * replayed submission (the outbox retrying after a lost reply) stores nothing new. The waitlist
 * also holds one row per lower-cased e-mail address: a second sign-up with a known address stores
 * nothing and its caller cannot tell (no enumeration).
 */
import type { z } from 'zod';
import type { PartnershipRequestSchema, SurveyRequestSchema, WaitlistRequestSchema } from '../../core/contract/public-forms';
import type { Db } from '../db/client';
import { partnerships, questionCollection, waitlist } from '../db/schema';

type Waitlist = z.output<typeof WaitlistRequestSchema>;
type Partnership = z.output<typeof PartnershipRequestSchema>;
type Survey = z.output<typeof SurveyRequestSchema>;

/** Whether a submission made a new row (`false`: its id, or for the waitlist its e-mail, was already stored). */
export type Stored = boolean;

/** Adds a waitlist entry unless its id or e-mail address (compared lower-cased) is already there. */
export async function joinWaitlist(db: Db, input: Waitlist): Promise<Stored> {
  const rows = await db
    .insert(waitlist)
    .values({ id: input.id, name: input.name, email: input.email.toLowerCase(), school: input.school })
    // No target: either unique constraint (id or email) skips the insert.
    .onConflictDoNothing()
    .returning({ id: waitlist.id });
  return rows.length > 0;
}

/** Stores a partnership request unless its id is already stored. */
export async function requestPartnership(db: Db, input: Partnership): Promise<Stored> {
  const rows = await db
    .insert(partnerships)
    .values({ id: input.id, universityName: input.university_name, clubName: input.club_name, contactInfo: input.contact_info })
    .onConflictDoNothing({ target: partnerships.id })
    .returning({ id: partnerships.id });
  return rows.length > 0;
}

/** Stores a survey as one data object unless its id is already stored. */
export async function collectQuestions(db: Db, input: Survey): Promise<Stored> {
  const { name, industry, office, rounds } = input.data;
  const rows = await db
    .insert(questionCollection)
    .values({ id: input.id, data: { name, industry, office, rounds: rounds.map((round) => ({ name: round.name, questions: round.questions })) } })
    .onConflictDoNothing({ target: questionCollection.id })
    .returning({ id: questionCollection.id });
  return rows.length > 0;
}
