/**
 * submitWaitlist / submitPartnership / submitSurvey in the browser (jsdom, fake-indexeddb), with an
 * injected fetch: sent at once when online; queued (kind, userId null, the request body) when
 * offline, when the network fails or times out, or on a gateway's 503; refused with the server's
 * message otherwise; checked locally before anything is sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_FORM_MESSAGES as M } from '@core/contract/public-form-messages';
import type { SurveyData } from '@core/contract/public-forms';
import { GreenshoeDb } from '@/offline/db';
import { createEntry, kindOf } from '@/offline/outbox';
import { OUTBOX_KINDS } from '@/offline/outbox-kinds';
import { PARTNERSHIP_KIND, QUESTION_COLLECTION_KIND, WAITLIST_KIND } from '@/offline/public-form-kinds';
import {
  PublicFormError,
  submitPartnership,
  submitSurvey,
  submitWaitlist,
  type SubmitOptions,
} from '@/offline/public-forms';
import type { FetchLike } from '@/offline/send-entry';

let db: GreenshoeDb;
let counter = 0;
let calls: { url: string; init: RequestInit }[];
let startSync: ReturnType<typeof vi.fn<() => void>>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fetch answering `answer` and recording each call. */
function fetchAnswering(answer: () => Response | Promise<Response>): FetchLike {
  return async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
}

function options(fetch: FetchLike, online = true): SubmitOptions {
  return { db, fetch, isOnline: () => online, startSync };
}

const waitlist = { name: 'Ada Lovelace', email: 'ada@wharton.edu', school: 'Wharton' };
const partnership = { university_name: 'NYU', club_name: 'Stern Finance Society', contact_info: 'board@stern.example' };
const survey = (): SurveyData => ({ name: 'Lazard', industry: 'Restructuring', office: 'Chicago', rounds: [{ name: 'Superday', questions: ['Why Lazard?'] }] });

beforeEach(() => {
  counter += 1;
  db = new GreenshoeDb(`greenshoe-forms-${counter}`);
  calls = [];
  startSync = vi.fn<() => void>();
});
afterEach(async () => {
  await db.delete();
});

describe('online', () => {
  it('POSTs the form with a fresh UUID and resolves { queued: false }, keeping nothing locally', async () => {
    const result = await submitWaitlist({ ...waitlist, website: '' }, options(fetchAnswering(() => json(200, { ok: true }))));
    expect(result).toEqual({ queued: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/waitlist');
    expect(calls[0]!.init.method).toBe('POST');
    const body = JSON.parse(calls[0]!.init.body as string) as Record<string, string>;
    expect(body).toMatchObject({ ...waitlist, website: '' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Headers(calls[0]!.init.headers).get('Idempotency-Key')).toBe(body.id);
    expect(await db.outbox.count()).toBe(0);
    expect(startSync).not.toHaveBeenCalled();
  });

  it('sends each form to its own path, keeping a given id', async () => {
    const ok = fetchAnswering(() => json(200, { ok: true }));
    const id = crypto.randomUUID();
    await submitPartnership({ ...partnership, id }, options(ok));
    await submitSurvey({ data: survey() }, options(ok));
    expect(calls.map((call) => call.url)).toEqual(['/api/partnerships', '/api/question-collection']);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ ...partnership, id });
    expect(JSON.parse(calls[1]!.init.body as string)).toMatchObject({ data: survey() });
  });

  it("rejects with the server's message on 400 and 429, queueing nothing", async () => {
    const refused = submitWaitlist(waitlist, options(fetchAnswering(() => json(400, { error: 'Email is invalid' }))));
    await expect(refused).rejects.toEqual(new PublicFormError('Email is invalid', 400));
    const limited = submitPartnership(partnership, options(fetchAnswering(() => json(429, { error: 'Too many' }, { 'Retry-After': '60' }))));
    await expect(limited).rejects.toMatchObject({ name: 'PublicFormError', message: 'Too many', status: 429 });
    await expect(submitSurvey({ data: survey() }, options(fetchAnswering(() => new Response('boom', { status: 500 }))))).rejects.toMatchObject({
      message: M.waitlistError,
      status: 500,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('checks the form before sending, with the spec messages', async () => {
    const never = fetchAnswering(() => json(200, { ok: true }));
    await expect(submitWaitlist({ ...waitlist, school: ' ' }, options(never))).rejects.toMatchObject({ message: 'Please fill in all fields.', status: 400 });
    await expect(submitWaitlist({ ...waitlist, email: 'ada' }, options(never))).rejects.toMatchObject({ message: 'Email is invalid' });
    await expect(submitPartnership({ ...partnership, club_name: '' }, options(never))).rejects.toMatchObject({ message: 'Please fill out all fields.' });
    await expect(submitSurvey({ data: { ...survey(), rounds: [] } }, options(never, false))).rejects.toMatchObject({ message: M.surveyNoRounds });
    await expect(
      submitSurvey({ data: { ...survey(), rounds: Array.from({ length: 20 }, () => ({ name: 'R', questions: Array(50).fill('q'.repeat(100)) })) } }, options(never, false)),
    ).rejects.toMatchObject({ message: M.tooLarge, status: 413 });
    expect(calls).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves the honeypot to the server (a bot gets the usual answer)', async () => {
    const result = await submitWaitlist({ ...waitlist, website: 'http://spam.example' }, options(fetchAnswering(() => json(200, { ok: true }))));
    expect(result).toEqual({ queued: false });
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({ website: 'http://spam.example' });
  });
});

describe('offline or unreachable', () => {
  it('queues the form without an account when the browser is offline, and starts the sync', async () => {
    const result = await submitWaitlist(waitlist, options(fetchAnswering(() => json(200, { ok: true })), false));
    expect(result).toEqual({ queued: true });
    expect(calls).toHaveLength(0);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: WAITLIST_KIND, userId: null, state: 'pending', deferred: true, attempts: 0, payload: { ...waitlist } });
    expect(entries[0]!.id).toBe((entries[0]!.payload as { id: string }).id);
    expect(startSync).toHaveBeenCalledTimes(1);
    expect(M.queuedOffline).toBe("We'll send this when you're back online");
  });

  it('queues when the request fails on the network or times out, under the id it was sent with', async () => {
    const failing: FetchLike = async (url, init) => {
      calls.push({ url, init });
      throw new TypeError('Failed to fetch');
    };
    expect(await submitPartnership(partnership, options(failing))).toEqual({ queued: true });
    const hanging: FetchLike = (url, init) =>
      new Promise((_, reject) => {
        calls.push({ url, init });
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    expect(await submitSurvey({ data: survey() }, { ...options(hanging), timeoutMs: 20 })).toEqual({ queued: true });

    const entries = (await db.outbox.toArray()).sort((a, b) => a.createdAt - b.createdAt);
    expect(entries.map((entry) => entry.kind).sort()).toEqual([PARTNERSHIP_KIND, QUESTION_COLLECTION_KIND]);
    for (const entry of entries) {
      const request = await kindOf(OUTBOX_KINDS, entry)!.request(db, entry);
      const sent = calls.find((call) => call.url === request?.path)!;
      expect(JSON.parse(sent.init.body as string)).toEqual(entry.payload);
      expect(entry.userId).toBeNull();
    }
  });

  it("queues on a gateway's 502/503/504 (the server was not reached)", async () => {
    for (const status of [502, 503, 504]) {
      expect(await submitWaitlist(waitlist, options(fetchAnswering(() => new Response('', { status }))))).toEqual({ queued: true });
    }
    expect(await db.outbox.count()).toBe(3);
  });

  it('keeps one entry when the same submission is queued twice', async () => {
    const id = crypto.randomUUID();
    await submitWaitlist({ ...waitlist, id }, options(fetchAnswering(() => json(200, { ok: true })), false));
    await submitWaitlist({ ...waitlist, id }, options(fetchAnswering(() => json(200, { ok: true })), false));
    expect(await db.outbox.count()).toBe(1);
  });

  it('reads the connection from navigator.onLine by default', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await submitWaitlist(waitlist, { db, fetch: fetchAnswering(() => json(200, { ok: true })), startSync })).toEqual({ queued: true });
      expect(calls).toHaveLength(0);
    } finally {
      onLine.mockRestore();
    }
  });

  it('describes each kind as a public POST that needs no account', async () => {
    const forms = [
      createEntry({ id: 'x', kind: WAITLIST_KIND, userId: null, payload: { id: 'x', name: 'A', email: 'a@b.co', school: 'S' } }),
      createEntry({ id: 'x', kind: PARTNERSHIP_KIND, userId: null, payload: { id: 'x', university_name: 'U', club_name: 'C', contact_info: 'c' } }),
      createEntry({ id: 'x', kind: QUESTION_COLLECTION_KIND, userId: null, payload: { id: 'x', data: survey() } }),
    ];
    const described = await Promise.all(
      forms.map(async (entry) => {
        const kind = kindOf(OUTBOX_KINDS, entry)!;
        const { body, ...request } = (await kind.request(db, entry))!;
        expect(body).toEqual(entry.payload);
        return { needsAccount: kind.needsAccount, ...request };
      }),
    );
    expect(described).toEqual([
      { needsAccount: false, method: 'POST', path: '/api/waitlist' },
      { needsAccount: false, method: 'POST', path: '/api/partnerships' },
      { needsAccount: false, method: 'POST', path: '/api/question-collection' },
    ]);
  });
});
