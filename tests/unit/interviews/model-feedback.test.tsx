/**
 * /interviews, an interview graded by the on-device coach: the card says so and, online with a
 * model on the server, "Get model feedback" shows the model's score beside the on-device one; the
 * re-grade is kept in the cached list for offline reading. Without a model no button is offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys } from '@/offline/cache-keys';
import { db } from '@/offline/db';
import { InterviewListSchema } from '@/offline/interview-pages';
import { InterviewsPage } from '@/features/interviews/interviews-page';
import { record } from './records';
import { ANA, renderAt, signInAs } from './render-page';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => 'refreshed-token',
}));
const capabilities = vi.hoisted(() => ({ current: { speechToText: false, textToSpeech: false, llm: true } }));
vi.mock('@/config/runtime', () => ({ useCapabilities: () => capabilities.current }));

const onDevice = record({ id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', company: 'Lazard', score: 5, coached_on_device: true, model_report: null });
const modelReport = {
  OverallAssessment: { score: 7.5, overallCritique: 'Strong structure; tighten the DCF steps.' },
  strengths: {},
  questionsStruggled: {},
  conceptsToStudy: {},
  weaknesses: {},
};

function api(requests: string[]) {
  return async (input: RequestInfo | URL) => {
    const path = String(input);
    requests.push(path);
    const body = path === '/api/interview-model-feedback' ? { interview: { ...onDevice, model_report: modelReport } } : [onDevice];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

beforeEach(async () => {
  signInAs(ANA);
  capabilities.current = { speechToText: false, textToSpeech: false, llm: true };
  await Promise.all([db.cache.clear(), db.interviews.clear(), db.outbox.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('Get model feedback', () => {
  it('re-grades an interview coached on the device and shows both scores, named', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', vi.fn(api(requests)));
    renderAt('/interviews', <InterviewsPage />);
    const card = await screen.findByRole('listitem', { name: 'Lazard' });
    expect(within(card).getByText('Score 5.0 from the on-device coach (taken offline).')).toBeTruthy();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Get model feedback' }));
    const model = await within(card).findByRole('region', { name: 'Model feedback' });
    expect(within(model).getByRole('heading', { name: 'Model feedback: 7.5' })).toBeTruthy();
    expect(within(model).getByText('Strong structure; tighten the DCF steps.')).toBeTruthy();
    expect(within(card).getByText('Score 5.0 from the on-device coach (taken offline).')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Get model feedback' })).toBeNull();
    expect(requests).toContain('/api/interview-model-feedback');

    await waitFor(async () => {
      const cached = InterviewListSchema.parse((await db.cache.get(cacheKeys.interviews(ANA.id)))?.data);
      expect(cached.records[0]?.model_report).toEqual(modelReport);
    });
  });

  it('offers no button when the server has no model', async () => {
    capabilities.current = { speechToText: false, textToSpeech: false, llm: false };
    vi.stubGlobal('fetch', vi.fn(api([])));
    renderAt('/interviews', <InterviewsPage />);
    const card = await screen.findByRole('listitem', { name: 'Lazard' });
    expect(within(card).getByText('Score 5.0 from the on-device coach (taken offline).')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Get model feedback' })).toBeNull();
  });
});
