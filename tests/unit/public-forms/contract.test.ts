/**
 * The public forms' shared schemas as the pages use them: the spec's messages per field (waitlist,
 * partnership, survey), an empty field reported before a malformed address, the honeypot check,
 * and the survey's starting state.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_FORM_MESSAGES as M } from '@core/contract/public-form-messages';
import {
  PartnershipFormSchema,
  SurveyDataSchema,
  SurveyRequestSchema,
  WaitlistFormSchema,
  WaitlistRequestSchema,
  emptySurvey,
  formError,
  honeypotFilled,
} from '@core/contract/public-forms';

const waitlist = { name: 'Ada Lovelace', email: 'ada@wharton.edu', school: 'Wharton' };
const partnership = { university_name: 'NYU', club_name: 'Stern Finance Society', contact_info: '@sternfinance' };
const survey = () => ({ name: 'Lazard', industry: 'Restructuring', office: 'Chicago', rounds: [{ name: 'First Round', questions: ['Why Lazard?'] }] });

describe('waitlist form', () => {
  it('accepts a filled form', () => {
    expect(formError(WaitlistFormSchema, waitlist)).toBeNull();
  });

  it.each(['name', 'email', 'school'] as const)('asks for every field when %s is empty', (field) => {
    expect(formError(WaitlistFormSchema, { ...waitlist, [field]: '' })).toBe('Please fill in all fields.');
    expect(formError(WaitlistFormSchema, { ...waitlist, [field]: '   ' })).toBe(M.waitlistMissing);
  });

  it('wants an e-mail-shaped address, after the empty-field check', () => {
    expect(formError(WaitlistFormSchema, { ...waitlist, email: 'ada@' })).toBe('Email is invalid');
    expect(formError(WaitlistFormSchema, { ...waitlist, email: 'ada@', name: '' })).toBe(M.waitlistMissing);
  });

  it('trims what it keeps', () => {
    expect(WaitlistFormSchema.parse({ name: ' Ada Lovelace ', email: ' ada@wharton.edu ', school: ' Wharton ' })).toEqual(waitlist);
  });

  it('requires a UUID and an empty honeypot in the request body', () => {
    const id = crypto.randomUUID();
    expect(formError(WaitlistRequestSchema, { ...waitlist, id })).toBeNull();
    expect(formError(WaitlistRequestSchema, { ...waitlist, id, website: '' })).toBeNull();
    expect(formError(WaitlistRequestSchema, { ...waitlist, id: '42' })).toBe(M.invalidId);
    expect(formError(WaitlistRequestSchema, { ...waitlist, id, website: 'spam' })).toBe(M.honeypot);
  });
});

describe('partnership form', () => {
  it('accepts any contact information', () => {
    expect(formError(PartnershipFormSchema, partnership)).toBeNull();
  });

  it.each(['university_name', 'club_name', 'contact_info'] as const)('asks for every field when %s is empty', (field) => {
    expect(formError(PartnershipFormSchema, { ...partnership, [field]: '' })).toBe('Please fill out all fields.');
    expect(formError(PartnershipFormSchema, { ...partnership, [field]: undefined })).toBe(M.partnershipMissing);
  });
});

describe('survey', () => {
  it('starts with one empty round holding one empty question, which is not yet valid', () => {
    expect(emptySurvey()).toEqual({ name: '', industry: '', office: '', rounds: [{ name: '', questions: [''] }] });
    expect(formError(SurveyDataSchema, emptySurvey())).toBe(M.surveyCompanyName);
  });

  it('accepts every field filled', () => {
    expect(formError(SurveyDataSchema, survey())).toBeNull();
    expect(formError(SurveyRequestSchema, { id: crypto.randomUUID(), data: survey() })).toBeNull();
  });

  it.each([
    ['company name', { name: '' }, 'Company name is required'],
    ['industry', { industry: ' ' }, 'Company industry is required'],
    ['office', { office: '' }, 'Company office is required'],
    ['round name', { rounds: [{ name: '', questions: ['Why us?'] }] }, 'Round name is required'],
    ['question', { rounds: [{ name: 'Superday', questions: ['Why us?', ''] }] }, 'Question is required'],
    ['rounds', { rounds: [] }, 'Add at least one round'],
    ['questions of a round', { rounds: [{ name: 'Superday', questions: [] }] }, 'Each round needs at least one question'],
  ])('requires the %s', (_, change, message) => {
    expect(formError(SurveyDataSchema, { ...survey(), ...change })).toBe(message);
  });

  it('checks every round, not just the first', () => {
    const data = survey();
    data.rounds.push({ name: 'Superday', questions: ['Walk me through an LBO.', ' '] });
    expect(formError(SurveyDataSchema, data)).toBe(M.surveyQuestion);
  });
});

describe('honeypot', () => {
  it.each([
    [{}, false],
    [{ website: '' }, false],
    [{ website: '  ' }, false],
    [{ website: null }, false],
    [{ website: 'http://spam.example' }, true],
    [{ website: 0 }, true],
    [null, false],
    ['website', false],
  ])('%j is filled: %s', (body, filled) => {
    expect(honeypotFilled(body)).toBe(filled);
  });
});
