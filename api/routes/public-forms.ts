/**
 * The public forms (spec sections 3, 5, 7 and 8; contract in core/contract/public-forms.ts), open
 * to anyone, no sign-in:
 * - POST /api/waitlist               { id, name, email, school, website? }            → 200 { ok: true }
 * - POST /api/partnerships           { id, university_name, club_name, contact_info, website? } → 200 { ok: true }
 * - POST /api/question-collection    { id, data: { name, industry, office, rounds }, website? } → 200 { ok: true }
 * The same 200 answers a replayed id, a waitlist address already present (no enumeration) and a
 * filled honeypot (`website`: nothing is stored, and bots are not told). Invalid input: 400
 * { error } with the spec's message. Bodies over MAX_PUBLIC_FORM_BYTES: 413 { error }.
 *
 * Rate limit: each form counts every request per client address (clientAddress: the socket, or the
 * first X-Forwarded-For entry with TRUST_PROXY=true); over the limit 429 { error } with Retry-After
 * (seconds). Default DEFAULT_FORMS_RATE_LIMIT (10 per 10 minutes per form). Environment:
 * FORMS_RATE_LIMITS=off turns it off (local end-to-end runs), `<max>/<seconds>` (e.g. 20/3600)
 * sets it; when FORMS_RATE_LIMITS is unset, AUTH_RATE_LIMITS=off turns it off as well.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import {
  honeypotFilled,
  MAX_PUBLIC_FORM_BYTES,
  PartnershipRequestSchema,
  SurveyRequestSchema,
  WaitlistRequestSchema,
} from '../../core/contract/public-forms';
import { PUBLIC_FORM_MESSAGES } from '../../core/contract/public-form-messages';
import { clientAddress } from '../auth/client-address';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { limitBody } from '../http/body-limit';
import { createMemoryCounters, hit, type CounterStore, type Limit } from '../http/fixed-window';
import { validate } from '../http/validate';
import { collectQuestions, joinWaitlist, requestPartnership } from '../services/public-forms';
import { errorBody } from '../../core/contract/wire';

/** Default: 10 submissions of one form per 10 minutes per address (a class sharing a network can sign up; a script cannot flood). */
export const DEFAULT_FORMS_RATE_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/** The 429 text. */
export const FORMS_RATE_LIMITED = 'Too many submissions from this network. Please try again later.';

/** The limited forms, also the keys of their counters. */
export type PublicForm = 'waitlist' | 'partnerships' | 'question-collection';

export interface PublicFormRoutesOptions {
  /** Per form and address; `false`: no limit. */
  limit: Limit | false;
  /** Key on the first X-Forwarded-For entry (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** Clock in milliseconds of the default memory counters (tests). */
  now?: () => number;
  /** Where the limit counts; default: this process's memory. */
  counters?: CounterStore;
}

/** The forms' limit the environment asks for (see the header; readEnv has checked the value). */
export function formsRateLimitOf(env: Pick<Env, 'FORMS_RATE_LIMITS' | 'AUTH_RATE_LIMITS'>): Limit | false {
  const value = env.FORMS_RATE_LIMITS;
  if (value === undefined) return env.AUTH_RATE_LIMITS === 'off' ? false : DEFAULT_FORMS_RATE_LIMIT;
  if (value === 'off') return false;
  if (value === 'on') return DEFAULT_FORMS_RATE_LIMIT;
  const [max, windowSeconds] = value.split('/').map(Number);
  return { max: max!, windowSeconds: windowSeconds! };
}

const limitFormBody = limitBody(MAX_PUBLIC_FORM_BYTES, PUBLIC_FORM_MESSAGES.tooLarge);

/** A filled honeypot gets the usual success and goes no further (nothing is validated or stored). */
const honeypot: MiddlewareHandler = async (c, next) => {
  // A body that is not JSON is left to the validator, which answers 400.
  const body: unknown = await c.req.json().catch(() => undefined);
  if (honeypotFilled(body)) return c.json({ ok: true as const });
  await next();
};

export const publicFormRoutes = (db: Db, { limit, trustProxy = false, now, counters }: PublicFormRoutesOptions) => {
  const store = counters ?? createMemoryCounters(now);
  const limited =
    (form: PublicForm): MiddlewareHandler =>
    async (c, next) => {
      if (limit) {
        const wait = await hit(store, `${form}|${clientAddress(c, trustProxy)}`, limit);
        if (wait) {
          c.header('Retry-After', String(wait));
          return c.json(errorBody(FORMS_RATE_LIMITED), 429);
        }
      }
      await next();
    };

  return new Hono()
    .post('/waitlist', limitFormBody, limited('waitlist'), honeypot, validate('json', WaitlistRequestSchema), async (c) => {
      await joinWaitlist(db, c.req.valid('json'));
      return c.json({ ok: true as const });
    })
    .post('/partnerships', limitFormBody, limited('partnerships'), honeypot, validate('json', PartnershipRequestSchema), async (c) => {
      await requestPartnership(db, c.req.valid('json'));
      return c.json({ ok: true as const });
    })
    .post('/question-collection', limitFormBody, limited('question-collection'), honeypot, validate('json', SurveyRequestSchema), async (c) => {
      await collectQuestions(db, c.req.valid('json'));
      return c.json({ ok: true as const });
    });
};
