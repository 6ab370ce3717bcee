/**
 * Sending the public forms (waitlist, partnership request, interview survey) from the browser.
 * Online, a form is POSTed at once. Offline, or when the network fails on the way (no answer, a
 * timeout, a gateway's 502/503/504), it goes to the outbox as an entry that needs no account
 * (userId null) and the call resolves `{ queued: true }`: the page shows "We'll send this when
 * you're back online" (PUBLIC_FORM_MESSAGES.queuedOffline), and the sync engine sends it when the
 * connection returns, signed in or not. Each submission carries a client UUID, so a form that
 * reached the server before the network failed is not stored twice when the outbox sends it again.
 * A refusal (400 invalid, 413 too large, 429 too many, 500) rejects with PublicFormError and the
 * server's message; nothing is queued then.
 */
import type { ClientRequestOptions } from 'hono/client';
import type { z } from 'zod';
import {
  MAX_PUBLIC_FORM_BYTES,
  PartnershipFormSchema,
  SurveyDataSchema,
  WaitlistFormSchema,
  formError,
  type PartnershipForm,
  type PartnershipRequest,
  type SurveyData,
  type SurveyRequest,
  type WaitlistForm,
  type WaitlistRequest,
} from '@core/contract/public-forms';
import { PUBLIC_FORM_MESSAGES } from '@core/contract/public-form-messages';
import { publicApi, readErrorMessage } from '@/lib/api-client';
import { newId } from '@/lib/new-id';
import { db as appDb, type GreenshoeDb } from '@/offline/db';
import { createEntry, enqueue } from '@/offline/outbox';
import type { OutboxPayloads } from '@/offline/outbox-entry';
import { PARTNERSHIP_KIND, QUESTION_COLLECTION_KIND, WAITLIST_KIND, type PublicFormKind } from '@/offline/public-form-kinds';
import type { FetchLike } from '@/offline/send-entry';

/** How long a direct submission may wait for an answer before it is queued instead, in milliseconds. */
export const FORM_SUBMIT_TIMEOUT_MS = 15_000;

/** Answers that mean the server was not reached (a proxy's or service worker's), so the form is queued. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** A form the server (or the browser-side check) refused: `status` is the HTTP status (400 for the local check). */
export class PublicFormError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicFormError';
  }
}

/** How a submission ended: sent now (`queued: false`), or waiting in the outbox (`queued: true`). */
export interface SubmitResult {
  queued: boolean;
}

/** Everything has a default; tests pass their own database, fetch, connection state and sync start. */
export interface SubmitOptions {
  /** The outbox's database (default: the app's). */
  db?: GreenshoeDb;
  /** Default: window.fetch. */
  fetch?: FetchLike;
  /** Default: navigator.onLine. */
  isOnline?: () => boolean;
  /** Called after an entry was queued (default: starts the app's sync engine, loaded on demand). */
  startSync?: () => void;
  /** Default FORM_SUBMIT_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** The waitlist form plus the honeypot field; `id` is generated when absent. */
export type WaitlistSubmission = WaitlistForm & { website?: string; id?: string };
/** The partnership form plus the honeypot field; `id` is generated when absent. */
export type PartnershipSubmission = PartnershipForm & { website?: string; id?: string };
/** The survey's data object plus the honeypot field; `id` is generated when absent. */
export interface SurveySubmission {
  data: SurveyData;
  website?: string;
  id?: string;
}

/** A queued form's outbox kind, payload and label. */
type QueuedForm = { [K in PublicFormKind]: { kind: K; payload: OutboxPayloads[K]; label: string } }[PublicFormKind];

/** How a form of body B is checked, sent, and queued. */
interface FormSpec<B> {
  /** POSTs the form through the typed client. */
  send(body: B, options: ClientRequestOptions): Promise<Response>;
  /** The person's fields (the honeypot and id are not theirs to get wrong). */
  check(body: B): string | null;
  /** Its outbox kind, with `body` as payload, and the label shown in the sync status. */
  queued(body: B): QueuedForm;
}

const checkWith =
  <B>(schema: z.ZodType, fields: (body: B) => unknown) =>
  (body: B) =>
    formError(schema, fields(body));

const WAITLIST: FormSpec<WaitlistRequest> = {
  send: (json, options) => publicApi.api.waitlist.$post({ json }, options),
  check: checkWith(WaitlistFormSchema, ({ name, email, school }: WaitlistRequest) => ({ name, email, school })),
  queued: (body) => ({ kind: WAITLIST_KIND, payload: body, label: 'Waitlist sign-up' }),
};

const PARTNERSHIP: FormSpec<PartnershipRequest> = {
  send: (json, options) => publicApi.api.partnerships.$post({ json }, options),
  check: checkWith(PartnershipFormSchema, ({ university_name, club_name, contact_info }: PartnershipRequest) => ({
    university_name,
    club_name,
    contact_info,
  })),
  queued: (body) => ({ kind: PARTNERSHIP_KIND, payload: body, label: `Partnership request: ${body.university_name.trim()}` }),
};

const SURVEY: FormSpec<SurveyRequest> = {
  send: (json, options) => publicApi.api['question-collection'].$post({ json }, options),
  check: checkWith(SurveyDataSchema, (body: SurveyRequest) => body.data),
  queued: (body) => ({ kind: QUESTION_COLLECTION_KIND, payload: body, label: `Interview survey: ${body.data.name.trim()}` }),
};

/** Starts the app's sync engine (it drains now if online, else when the connection returns). */
function startAppSync(): void {
  const start = () => import('@/offline/sync').then(({ startSync }) => startSync());
  start().catch(() => {
    // The sync module could not load (offline before the app was cached): try again once back online.
    window.addEventListener('online', () => void start().catch(() => undefined), { once: true });
  });
}

async function queue<B extends { id: string }>(spec: FormSpec<B>, body: B, options: SubmitOptions): Promise<SubmitResult> {
  const database = options.db ?? appDb;
  const entry = createEntry({ ...spec.queued(body), id: body.id, userId: null, deferred: true });
  // The same id queued twice (a double submit) stays one entry.
  await enqueue(database, [], entry, async () => !(await database.outbox.get(body.id)));
  (options.startSync ?? startAppSync)();
  return { queued: true };
}

async function submit<B extends { id: string }>(spec: FormSpec<B>, body: B, options: SubmitOptions): Promise<SubmitResult> {
  const problem = spec.check(body);
  if (problem) throw new PublicFormError(problem, 400);
  const json = JSON.stringify(body);
  if (new TextEncoder().encode(json).length > MAX_PUBLIC_FORM_BYTES) throw new PublicFormError(PUBLIC_FORM_MESSAGES.tooLarge, 413);

  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  if (!isOnline()) return queue(spec, body, options);

  const timeoutMs = options.timeoutMs ?? FORM_SUBMIT_TIMEOUT_MS;
  const testFetch = options.fetch;
  let response: Response;
  try {
    response = await spec.send(body, {
      ...(testFetch ? { fetch: (input: RequestInfo | URL, init?: RequestInit) => testFetch(input instanceof Request ? input.url : input.toString(), init ?? {}) } : {}),
      headers: { 'Idempotency-Key': body.id },
      init: { signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined },
    });
  } catch {
    // No answer (network down, or the timeout): the outbox sends it again under the same id.
    return queue(spec, body, options);
  }
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { queued: false };
  }
  if (UNREACHABLE_STATUSES.has(response.status)) return queue(spec, body, options);
  throw new PublicFormError((await readErrorMessage(response)) ?? PUBLIC_FORM_MESSAGES.waitlistError, response.status);
}

/**
 * Joins the waitlist (POST /api/waitlist). Resolves `{ queued: false }` when sent, `{ queued: true }`
 * when kept for later; rejects with PublicFormError (the spec's messages: 'Please fill in all
 * fields.', 'Email is invalid', or the server's).
 */
export function submitWaitlist(form: WaitlistSubmission, options: SubmitOptions = {}): Promise<SubmitResult> {
  return submit(WAITLIST, { ...form, id: form.id ?? newId() }, options);
}

/** Sends a partnership request (POST /api/partnerships); as submitWaitlist ('Please fill out all fields.'). */
export function submitPartnership(form: PartnershipSubmission, options: SubmitOptions = {}): Promise<SubmitResult> {
  return submit(PARTNERSHIP, { ...form, id: form.id ?? newId() }, options);
}

/** Sends the interview survey (POST /api/question-collection); as submitWaitlist (the survey's messages). */
export function submitSurvey(form: SurveySubmission, options: SubmitOptions = {}): Promise<SubmitResult> {
  return submit(SURVEY, { ...form, id: form.id ?? newId() }, options);
}
