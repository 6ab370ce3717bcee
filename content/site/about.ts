/**
 * The about page's words (spec section 2, "About page"): mission and the How We Started timeline
 * here; testimonials and partner schools in endorsements.json, which ships empty: the page hides
 * a section with nothing in it. Add only a real student's words, given with their permission, and
 * real partner schools. Never invent quotes or schools.
 */
import endorsements from './endorsements.json';

/** One card of Our Mission. */
export interface MissionCard {
  title: string;
  body: string;
}

/** One step of the How We Started timeline. */
export interface TimelineStep {
  title: string;
  body: string;
}

/** A student's words (spec section 3, "Testimonial"), shared with their permission. */
export interface Testimonial {
  quote: string;
  name: string;
  school: string;
}

/** A partner school or club. */
export interface PartnerSchool {
  name: string;
}

export const ABOUT_HERO = {
  title: 'About Greenshoe',
  lead: 'We are on a mission to democratize investment banking recruiting, so that every candidate can prepare well regardless of network or background.',
};

export const MISSION_CARDS: readonly MissionCard[] = [
  {
    title: 'Preparation for everyone',
    body: 'The best interview preparation has long travelled through alumni networks, senior mentors and paid courses. Greenshoe puts practice questions, best-practice answers and mock interviews in front of anyone who wants them, for free.',
  },
  {
    title: 'Practice that feels like the real thing',
    body: 'Questions are read aloud, answers are spoken against a two-minute clock, and every answer gets feedback on what a banker listens for, so the first time you answer under pressure is not the interview itself.',
  },
];

export const MISSION_GOAL =
  'Our goal is to open-source IB recruiting: to make what candidates are asked, and what a strong answer sounds like, knowledge that everyone shares.';

/** The three steps of How We Started, in order: The Problem, The Solution, Today. */
export const TIMELINE: readonly TimelineStep[] = [
  {
    title: 'The Problem',
    body: 'Candidates from schools without a strong finance network go into interviews without knowing what banks ask or how a good answer is structured, while others rehearse with alumni for months.',
  },
  {
    title: 'The Solution',
    body: 'Greenshoe began at one university as a shared set of interview questions with model answers, then grew spoken mock interviews with feedback on every answer.',
  },
  {
    title: 'Today',
    body: 'Greenshoe offers a question bank with a best-practice answer for every question, free mock interviews with feedback, and a growing collection of questions reported by candidates through our interview-experience survey.',
  },
];

/** Testimonials from endorsements.json (none by default). */
export const TESTIMONIALS: readonly Testimonial[] = endorsements.testimonials;

/** Partner schools from endorsements.json (none by default). */
export const PARTNER_SCHOOLS: readonly PartnerSchool[] = endorsements.partnerSchools;
