/** The environment and the mode of each concern derived from it. */
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../api/config/env';
import { deriveModes } from '../../api/config/modes';

describe('readEnv', () => {
  it('gives the embedded defaults when nothing is set, treating empty values as unset', () => {
    expect(readEnv({ DATABASE_URL: '', PORT: '' })).toEqual({ PORT: 8787, HOST: '127.0.0.1', DATA_DIR: '.data' });
  });

  it('reads PORT as a number and keeps the URLs', () => {
    const env = readEnv({ PORT: '9000', DATABASE_URL: 'postgres:///greenshoe?host=/var/run/postgresql' });
    expect(env.PORT).toBe(9000);
    expect(env.DATABASE_URL).toBe('postgres:///greenshoe?host=/var/run/postgresql');
  });

  it('names every invalid variable', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', SMTP_URL: 'not a url' })).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ URL\n.*SMTP_URL: must be an smtp/,
    );
  });

  it('reads every server setting, DIST_DIR and FORMS_RATE_LIMITS included', () => {
    expect(readEnv({ DIST_DIR: '/srv/greenshoe/dist', FORMS_RATE_LIMITS: ' 20/3600 ' })).toMatchObject({ DIST_DIR: '/srv/greenshoe/dist', FORMS_RATE_LIMITS: '20/3600' });
    expect(() => readEnv({ FORMS_RATE_LIMITS: 'sometimes', PORT: 'x' })).toThrow(/PORT: .*\n.*FORMS_RATE_LIMITS: must be on, off, or <max>\/<seconds>/);
  });

  it('requires SUPABASE_URL and SUPABASE_ANON_KEY together', () => {
    expect(() => readEnv({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/must be set together/);
  });
});

describe('deriveModes', () => {
  it('uses every embedded default on an empty environment, and tells the operator the privacy page has no contact', () => {
    expect(deriveModes(readEnv({}))).toEqual({
      modes: { database: 'pglite', auth: 'embedded', ai: 'offline-coach', speech: 'browser', email: 'mailbox' },
      notices: [expect.stringContaining('CONTACT_EMAIL is not set')],
    });
  });

  it('switches the database to postgres when DATABASE_URL is set', () => {
    expect(deriveModes(readEnv({ DATABASE_URL: 'postgres://localhost/x' })).modes.database).toBe('postgres');
  });

  it('switches AI and speech to the OpenAI-compatible provider when OPENAI_API_KEY is set', () => {
    const { modes, notices } = deriveModes(readEnv({ OPENAI_API_KEY: 'sk-test', CONTACT_EMAIL: 'privacy@uni.example' }));
    expect(modes.ai).toBe('openai');
    expect(modes.speech).toBe('openai');
    expect(notices).toEqual([]);
  });
});
