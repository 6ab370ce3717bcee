/**
 * Every JSON endpoint of the app with a valid example body, for the input-hardening tests (NUL
 * characters, unpaired surrogates, fuzzing): the /api routes and the embedded auth's /auth/v1
 * routes. Signed-in routes take the bearer token of a confirmed account of the embedded auth.
 */
import { randomUUID } from 'node:crypto';
import { followLink, lastMail, newEmail, type AuthServer } from '../auth/support';
import { savedInterviewPayload } from './test-app';

/** The caller of the signed-in routes. */
export interface Caller {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export interface JsonEndpoint {
  method: 'POST' | 'PUT';
  /** Path with any query string, e.g. `/auth/v1/token?grant_type=password`. */
  path: string;
  /** Sends the caller's bearer token. */
  signedIn: boolean;
  /** A valid body (fresh ids on every call). */
  body(caller: Caller): unknown;
}

/** A caller with made-up values, to look at the shape of the bodies before any account exists. */
export const PLACEHOLDER: Caller = { userId: 'placeholder', email: 'placeholder@example.com', password: 'x', accessToken: 'x', refreshToken: 'x' };

/** A strong password the sign-up rules accept. */
export const CALLER_PASSWORD = 'Greenshoe fuzz kettle 47!';

const speechMetrics = { wordCount: 12, durationSeconds: 6, wordsPerMinute: 120, fillerWordCount: 1, fillerWords: { um: 1 }, longPauses: 0 };
const setup = { jobCategory: 'InvestmentBanking', company: 'Evercore', stage: 'first round', industry: 'M&A', location: 'New York', duration: 30 };
const MODULE_ID = '00000000-0000-4000-8000-000000000001';

export const JSON_ENDPOINTS: readonly JsonEndpoint[] = [
  { method: 'POST', path: '/api/generate-script', signedIn: false, body: () => setup },
  {
    method: 'POST',
    path: '/api/generate-feedback',
    signedIn: false,
    body: () => ({ transcription: 'Project free cash flows and discount them.', currentQuestion: 'Walk me through a DCF.', questionId: 'tech-001', speechMetrics }),
  },
  {
    method: 'POST',
    path: '/api/generate-feedback-from-transcript',
    signedIn: false,
    body: () => ({ transcript: [{ question: 'Walk me through a DCF.', userResponse: 'Discount the cash flows.', questionId: 'tech-001', speechMetrics }] }),
  },
  { method: 'POST', path: '/api/text-to-speech', signedIn: false, body: () => ({ text: 'Walk me through a DCF.' }) },
  { method: 'POST', path: '/api/tutor-response', signedIn: false, body: () => ({ messages: [{ role: 'user', content: 'What is WACC?' }], focus: 'Valuation' }) },
  { method: 'POST', path: '/api/best-practice-answer', signedIn: false, body: () => ({ question: 'Walk me through a DCF.', questionId: 'tech-001', company: 'Lazard', group: 'M&A' }) },
  { method: 'POST', path: '/api/ensure-app-user', signedIn: true, body: () => ({}) },
  { method: 'POST', path: '/api/save-interview', signedIn: true, body: (caller) => ({ ...savedInterviewPayload(), user_id: caller.userId }) },
  { method: 'POST', path: '/api/get-interviews', signedIn: true, body: (caller) => ({ user_id: caller.userId }) },
  {
    method: 'POST',
    path: '/api/create-module',
    signedIn: true,
    body: (caller) => ({ name: 'Valuation drills', questionTypes: ['Technical'], firms: ['Lazard'], officeLocations: ['New York'], industryGroups: ['M&A'], user_id: caller.userId }),
  },
  { method: 'POST', path: '/api/update-module-progress', signedIn: true, body: (caller) => ({ userId: caller.userId, moduleId: MODULE_ID, questionId: 'tech-001' }) },
  {
    method: 'POST',
    path: '/api/card-reviews',
    signedIn: true,
    body: () => [{ id: randomUUID(), moduleId: MODULE_ID, questionId: 'tech-001', rating: 3, reviewedAt: new Date().toISOString() }],
  },
  { method: 'POST', path: '/api/create-default-modules', signedIn: true, body: (caller) => ({ user_id: caller.userId }) },
  {
    method: 'POST',
    path: '/api/store-practice-question',
    signedIn: true,
    body: (caller) => ({ id: randomUUID(), user_id: caller.userId, question: 'Walk me through a DCF.', questionId: 'tech-001', response: 'Discount the free cash flows.' }),
  },
  { method: 'POST', path: '/api/forgot-password', signedIn: false, body: () => ({ email: newEmail('forgot') }) },
  { method: 'POST', path: '/api/waitlist', signedIn: false, body: () => ({ id: randomUUID(), name: 'Ada Lovelace', email: newEmail('ada'), school: 'Wharton' }) },
  {
    method: 'POST',
    path: '/api/partnerships',
    signedIn: false,
    body: () => ({ id: randomUUID(), university_name: 'University of Michigan', club_name: 'Michigan Finance Club', contact_info: 'president@umich.example' }),
  },
  {
    method: 'POST',
    path: '/api/question-collection',
    signedIn: false,
    body: () => ({ id: randomUUID(), data: { name: 'Evercore', industry: 'M&A', office: 'New York', rounds: [{ name: 'First Round', questions: ['Why Evercore?'] }] } }),
  },
  { method: 'POST', path: '/auth/v1/signup', signedIn: false, body: () => ({ email: newEmail('signup'), password: CALLER_PASSWORD }) },
  { method: 'POST', path: '/auth/v1/token?grant_type=password', signedIn: false, body: (caller) => ({ email: caller.email, password: caller.password }) },
  { method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', signedIn: false, body: (caller) => ({ refresh_token: caller.refreshToken }) },
  { method: 'POST', path: '/auth/v1/recover', signedIn: false, body: (caller) => ({ email: caller.email }) },
  { method: 'POST', path: '/auth/v1/resend', signedIn: false, body: (caller) => ({ type: 'signup', email: caller.email }) },
  { method: 'POST', path: '/auth/v1/verify', signedIn: false, body: () => ({ type: 'signup', token_hash: 'a'.repeat(64) }) },
  { method: 'PUT', path: '/auth/v1/user', signedIn: true, body: () => ({ data: { name: 'Ada' }, email: newEmail('changed') }) },
];

/** Sends `body` (any JSON value, or raw text) to `endpoint` on `server`. */
export function send(server: AuthServer, endpoint: JsonEndpoint, caller: Caller, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (endpoint.signedIn) headers.Authorization = `Bearer ${caller.accessToken}`;
  return fetch(`${server.url}${endpoint.path}`, { method: endpoint.method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** Signs up on the embedded auth, follows the confirmation link, and returns the session. */
export async function confirmedCaller(server: AuthServer): Promise<Caller> {
  const email = newEmail('caller');
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: CALLER_PASSWORD }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { fragment } = await followLink((await lastMail(server.mailbox, email, 'signup')).link);
  if (!fragment.access_token || !fragment.refresh_token) throw new Error(`confirmation gave no session: ${JSON.stringify(fragment)}`);
  const claims = JSON.parse(Buffer.from(fragment.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { userId: claims.sub, email, password: CALLER_PASSWORD, accessToken: fragment.access_token, refreshToken: fragment.refresh_token };
}
