/**
 * The public forms (POST /api/waitlist, /api/partnerships, /api/question-collection) on PGlite or
 * TEST_DATABASE_URL: valid submissions stored as the spec's rows, each invalid field answered 400
 * with its message, a known waitlist address answered like a new one with no second row, a replayed
 * id storing nothing, a filled honeypot answered 200 with nothing stored, the body cap, and the
 * per-address rate limit (429 + Retry-After) with its environment switches.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../api/ai/offline-provider';
import { createApp } from '../../api/app';
import { readEnv } from '../../api/config/env';
import { deriveModes } from '../../api/config/modes';
import type { Database } from '../../api/db/client';
import { partnerships, questionCollection, waitlist } from '../../api/db/schema';
import type { Limit } from '../../api/http/fixed-window';
import { DEFAULT_FORMS_RATE_LIMIT, FORMS_RATE_LIMITED, formsRateLimitOf, publicFormRoutes } from '../../api/routes/public-forms';
import { PUBLIC_FORM_MESSAGES as M } from '../../core/contract/public-form-messages';
import type { SurveyData } from '../../core/contract/public-forms';
import { testVerifier } from './support/tokens';
import { openTestDatabase, postJson } from './support/test-app';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function appWith(formsRateLimit: Limit | false) {
  const { modes } = deriveModes(readEnv({ DATABASE_URL: process.env.TEST_DATABASE_URL }));
  return createApp({ db: database.db, ai: createOfflineProvider(), modes, verifier: testVerifier, formsRateLimit });
}

/** Unique per run, so a reused PostgreSQL database never collides with an earlier run's rows. */
const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@Example.edu`;

const waitlistBody = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  school: 'Wharton',
  ...overrides,
});
const partnershipBody = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  university_name: 'University of Michigan',
  club_name: 'Michigan Finance Club',
  contact_info: 'president@umich-finance.example',
  ...overrides,
});
const surveyData = (): SurveyData => ({
  name: 'Evercore',
  industry: 'M&A',
  office: 'New York',
  rounds: [
    { name: 'First Round', questions: ['Walk me through a DCF.', 'Why Evercore?'] },
    { name: 'Superday', questions: ['How do you value a bank?'] },
  ],
});
const surveyBody = (overrides: Record<string, unknown> = {}) => ({ id: randomUUID(), data: surveyData(), ...overrides });

const waitlistRows = (email: string) => database.db.select().from(waitlist).where(eq(sql`lower(${waitlist.email})`, email.toLowerCase()));
const waitlistById = (id: string) => database.db.select().from(waitlist).where(eq(waitlist.id, id));
const partnershipRows = (id: string) => database.db.select().from(partnerships).where(eq(partnerships.id, id));
const surveyRows = (id: string) => database.db.select().from(questionCollection).where(eq(questionCollection.id, id));

async function expectOk(res: Response) {
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
}

async function expectRefused(res: Response, message: string, status = 400) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error: message });
}

describe('POST /api/waitlist', () => {
  const app = () => appWith(false);

  it('stores a valid entry with the address lower-cased and the fields trimmed', async () => {
    const body = waitlistBody({ name: '  Ada Lovelace ', school: ' Wharton ' });
    await expectOk(await postJson(app(), '/api/waitlist', body));
    const rows = await waitlistById(body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', email: body.email.toLowerCase(), school: 'Wharton' });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['name missing', { name: undefined }, M.waitlistMissing],
    ['name blank', { name: '   ' }, M.waitlistMissing],
    ['email missing', { email: undefined }, M.waitlistMissing],
    ['email blank', { email: '' }, M.waitlistMissing],
    ['school missing', { school: undefined }, M.waitlistMissing],
    ['school null', { school: null }, M.waitlistMissing],
    ['email not e-mail-shaped', { email: 'ada-at-wharton' }, M.emailInvalid],
    ['email with spaces inside', { email: 'ada lovelace@wharton.edu' }, M.emailInvalid],
    ['name too long', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['school too long', { school: 'x'.repeat(201) }, 'School must be at most 200 characters'],
    ['name not text', { name: 42 }, 'name must be a string'],
    ['id not a UUID', { id: 'not-a-uuid' }, M.invalidId],
  ])('refuses %s with its message and stores nothing', async (_, overrides, message) => {
    const body = waitlistBody(overrides);
    await expectRefused(await postJson(app(), '/api/waitlist', body), message);
    if (typeof body.email === 'string' && body.email.includes('@')) expect(await waitlistRows(body.email)).toHaveLength(0);
  });

  it('reports an empty field before a malformed address (the page shows Missing Information)', async () => {
    await expectRefused(await postJson(app(), '/api/waitlist', waitlistBody({ email: 'nope', school: '' })), M.waitlistMissing);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await postJson(app(), '/api/waitlist', '{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });

  it('answers a known address exactly like a new one, and keeps one row (the first)', async () => {
    const first = waitlistBody();
    const again = waitlistBody({ email: `  ${first.email.toUpperCase()} `, name: 'Someone Else', school: 'Booth' });
    const firstRes = await postJson(app(), '/api/waitlist', first);
    const againRes = await postJson(app(), '/api/waitlist', again);
    expect([firstRes.status, againRes.status]).toEqual([200, 200]);
    expect(await againRes.json()).toEqual(await firstRes.json());
    const rows = await waitlistRows(first.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, name: 'Ada Lovelace', school: 'Wharton' });
  });

  it('keeps one row when the same address arrives many times at once', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 6 }, () => postJson(app(), '/api/waitlist', waitlistBody({ email }))));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    expect(await waitlistRows(email)).toHaveLength(1);
  });

  it('changes nothing on a replayed id, even with other fields', async () => {
    const body = waitlistBody();
    await expectOk(await postJson(app(), '/api/waitlist', body));
    await expectOk(await postJson(app(), '/api/waitlist', body));
    const changed = { ...body, email: uniqueEmail('changed'), name: 'Changed' };
    await expectOk(await postJson(app(), '/api/waitlist', changed));
    expect(await waitlistById(body.id)).toEqual([expect.objectContaining({ email: body.email.toLowerCase(), name: 'Ada Lovelace' })]);
    expect(await waitlistRows(changed.email)).toHaveLength(0);
  });

  it('answers a filled honeypot with the usual success and stores nothing, even when the rest is invalid', async () => {
    const bot = waitlistBody({ website: 'https://spam.example' });
    await expectOk(await postJson(app(), '/api/waitlist', bot));
    expect(await waitlistById(bot.id)).toHaveLength(0);
    await expectOk(await postJson(app(), '/api/waitlist', { website: 'x', name: '', email: 'junk' }));
    // An empty honeypot is what people send.
    const person = waitlistBody({ website: '' });
    await expectOk(await postJson(app(), '/api/waitlist', person));
    expect(await waitlistById(person.id)).toHaveLength(1);
  });
});

describe('POST /api/partnerships', () => {
  const app = () => appWith(false);

  it('stores a valid request as the spec row', async () => {
    const body = partnershipBody({ club_name: ' Michigan Finance Club ' });
    await expectOk(await postJson(app(), '/api/partnerships', body));
    expect(await partnershipRows(body.id)).toEqual([
      expect.objectContaining({
        universityName: 'University of Michigan',
        clubName: 'Michigan Finance Club',
        contactInfo: 'president@umich-finance.example',
      }),
    ]);
  });

  it('accepts any contact information (no format check)', async () => {
    const body = partnershipBody({ contact_info: 'Ask for Sam at the Tuesday meeting, +1 555 0100' });
    await expectOk(await postJson(app(), '/api/partnerships', body));
    expect(await partnershipRows(body.id)).toHaveLength(1);
  });

  it.each([
    ['university_name missing', { university_name: undefined }, M.partnershipMissing],
    ['university_name blank', { university_name: ' ' }, M.partnershipMissing],
    ['club_name missing', { club_name: undefined }, M.partnershipMissing],
    ['club_name blank', { club_name: '' }, M.partnershipMissing],
    ['contact_info missing', { contact_info: undefined }, M.partnershipMissing],
    ['contact_info blank', { contact_info: '\n' }, M.partnershipMissing],
    ['contact_info too long', { contact_info: 'x'.repeat(501) }, 'Contact information must be at most 500 characters'],
    ['id missing', { id: undefined }, M.invalidId],
  ])('refuses %s with its message and stores nothing', async (_, overrides, message) => {
    const body = partnershipBody(overrides);
    await expectRefused(await postJson(app(), '/api/partnerships', body), message);
    if (typeof body.id === 'string') expect(await partnershipRows(body.id)).toHaveLength(0);
  });

  it('changes nothing on a replayed id', async () => {
    const body = partnershipBody();
    await expectOk(await postJson(app(), '/api/partnerships', body));
    await expectOk(await postJson(app(), '/api/partnerships', { ...body, club_name: 'Another Club' }));
    expect(await partnershipRows(body.id)).toEqual([expect.objectContaining({ clubName: 'Michigan Finance Club' })]);
  });

  it('answers a filled honeypot with the usual success and stores nothing', async () => {
    const bot = partnershipBody({ website: 'buy-now' });
    await expectOk(await postJson(app(), '/api/partnerships', bot));
    expect(await partnershipRows(bot.id)).toHaveLength(0);
  });
});

describe('POST /api/question-collection', () => {
  const app = () => appWith(false);

  it('stores the survey as one data object', async () => {
    const body = surveyBody();
    await expectOk(await postJson(app(), '/api/question-collection', body));
    const rows = await surveyRows(body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toEqual(surveyData());
  });

  it('trims the fields and drops anything the spec does not name', async () => {
    const data = { ...surveyData(), name: ' Evercore ', extra: 'ignored', rounds: [{ name: ' Superday ', questions: [' Why M&A? '], note: 'x' }] };
    const body = surveyBody({ data });
    await expectOk(await postJson(app(), '/api/question-collection', body));
    expect((await surveyRows(body.id))[0]!.data).toEqual({
      name: 'Evercore',
      industry: 'M&A',
      office: 'New York',
      rounds: [{ name: 'Superday', questions: ['Why M&A?'] }],
    });
  });

  const withData = (change: (data: SurveyData) => unknown) => surveyBody({ data: change(surveyData()) });

  it.each([
    ['company name missing', withData((d) => ({ ...d, name: undefined })), M.surveyCompanyName],
    ['company name blank', withData((d) => ({ ...d, name: ' ' })), M.surveyCompanyName],
    ['industry missing', withData((d) => ({ ...d, industry: '' })), M.surveyIndustry],
    ['office missing', withData((d) => ({ ...d, office: undefined })), M.surveyOffice],
    ['a round name blank', withData((d) => ({ ...d, rounds: [d.rounds[0], { ...d.rounds[1], name: '' }] })), M.surveyRoundName],
    ['a question blank', withData((d) => ({ ...d, rounds: [{ ...d.rounds[0], questions: ['Why us?', '  '] }] })), M.surveyQuestion],
    ['no rounds', withData((d) => ({ ...d, rounds: [] })), M.surveyNoRounds],
    ['rounds missing', withData((d) => ({ ...d, rounds: undefined })), M.surveyNoRounds],
    ['a round without questions', withData((d) => ({ ...d, rounds: [{ name: 'Superday', questions: [] }] })), M.surveyNoQuestions],
    ['data missing', surveyBody({ data: undefined }), M.surveyCompanyName],
    ['a question too long', withData((d) => ({ ...d, rounds: [{ name: 'R1', questions: ['x'.repeat(1001)] }] })), 'Question must be at most 1000 characters'],
    ['too many rounds', withData((d) => ({ ...d, rounds: Array(21).fill(d.rounds[0]) })), 'A survey may have at most 20 rounds'],
  ])('refuses %s with its message and stores nothing', async (_, body, message) => {
    await expectRefused(await postJson(app(), '/api/question-collection', body), message);
    expect(await surveyRows(body.id)).toHaveLength(0);
  });

  it('changes nothing on a replayed id', async () => {
    const body = surveyBody();
    await expectOk(await postJson(app(), '/api/question-collection', body));
    await expectOk(await postJson(app(), '/api/question-collection', { ...body, data: { ...body.data, name: 'Lazard' } }));
    const rows = await surveyRows(body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data.name).toBe('Evercore');
  });

  it('answers a filled honeypot with the usual success and stores nothing', async () => {
    const bot = surveyBody({ website: 'spam' });
    await expectOk(await postJson(app(), '/api/question-collection', bot));
    expect(await surveyRows(bot.id)).toHaveLength(0);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const huge = withData((d) => ({ ...d, rounds: Array.from({ length: 20 }, (_, i) => ({ name: `R${i}`, questions: Array(5).fill('q'.repeat(1000)) })) }));
    await expectRefused(await postJson(app(), '/api/question-collection', huge), M.tooLarge, 413);
    expect(await surveyRows(huge.id)).toHaveLength(0);
  });
});

describe('rate limit per form and address', () => {
  it('answers 429 with Retry-After past the limit, per form, until the window ends', async () => {
    const app = appWith({ max: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) await expectOk(await postJson(app, '/api/waitlist', waitlistBody()));
    const refused = waitlistBody();
    const res = await postJson(app, '/api/waitlist', refused);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({ error: FORMS_RATE_LIMITED });
    expect(await waitlistById(refused.id)).toHaveLength(0);
    // Invalid and honeypot requests count too (a bot cannot probe for free) ...
    expect((await postJson(app, '/api/waitlist', { website: 'x' })).status).toBe(429);
    // ... and each form has its own counter.
    await expectOk(await postJson(app, '/api/partnerships', partnershipBody()));
    await expectOk(await postJson(app, '/api/question-collection', surveyBody()));
  });

  it('keys on the client address, and a new window admits again', async () => {
    let now = 1_000_000;
    const routes = new Hono().route('/api', publicFormRoutes(database.db, { limit: { max: 2, windowSeconds: 600 }, trustProxy: true, now: () => now }));
    const from = (address: string) => postJson(routes, '/api/partnerships', partnershipBody(), { 'X-Forwarded-For': `${address}, 10.0.0.1` });
    expect((await from('198.51.100.7')).status).toBe(200);
    expect((await from('198.51.100.7')).status).toBe(200);
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('600');
    expect((await from('203.0.113.9')).status).toBe(200);
    now += 599_000;
    expect((await from('198.51.100.7')).headers.get('Retry-After')).toBe('1');
    now += 1_000;
    expect((await from('198.51.100.7')).status).toBe(200);
  });

  it('reads its setting from FORMS_RATE_LIMITS, else AUTH_RATE_LIMITS=off', () => {
    const limitFor = (source: Record<string, string>) => formsRateLimitOf(readEnv(source));
    expect(limitFor({})).toEqual(DEFAULT_FORMS_RATE_LIMIT);
    expect(DEFAULT_FORMS_RATE_LIMIT).toEqual({ max: 10, windowSeconds: 600 });
    expect(limitFor({ FORMS_RATE_LIMITS: 'off' })).toBe(false);
    expect(limitFor({ AUTH_RATE_LIMITS: 'off' })).toBe(false);
    expect(limitFor({ AUTH_RATE_LIMITS: 'off', FORMS_RATE_LIMITS: 'on' })).toEqual(DEFAULT_FORMS_RATE_LIMIT);
    expect(limitFor({ FORMS_RATE_LIMITS: ' 20/3600 ' })).toEqual({ max: 20, windowSeconds: 3600 });
    expect(() => limitFor({ FORMS_RATE_LIMITS: 'sometimes' })).toThrow(/FORMS_RATE_LIMITS: must be on, off, or <max>\/<seconds>/);
    expect(() => limitFor({ FORMS_RATE_LIMITS: '0/60' })).toThrow(/FORMS_RATE_LIMITS/);
  });
});
