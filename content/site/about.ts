/**
 * The about page's words (spec section 2, "About page"): mission, the How We Started timeline,
 * testimonials and partner schools. The owner edits this file. Testimonials and partner schools
 * ship as honest placeholders (`placeholder: true`, shown as such on the page): replace each with
 * a real student's words, given with their permission, and real partner schools, then set
 * `placeholder` to false. Never invent quotes or schools.
 */

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

/** A student's words (spec section 3, "Testimonial"). */
export interface Testimonial {
  quote: string;
  name: string;
  school: string;
  /** True while this is placeholder wording awaiting a real, permitted testimonial. */
  placeholder: boolean;
}

/** A partner school; `placeholder` marks an open slot rather than a real school. */
export interface PartnerSchool {
  name: string;
  placeholder: boolean;
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

/** Three testimonials (spec: 3). Placeholders until real, permitted words replace them. */
export const TESTIMONIALS: readonly Testimonial[] = [1, 2, 3].map(() => ({
  quote: 'This space is reserved for a student’s own words about preparing with Greenshoe, shared with their permission.',
  name: 'Student name',
  school: 'School',
  placeholder: true,
}));

/** Twelve partner schools (spec: 12). Open slots until real partners are listed. */
export const PARTNER_SCHOOLS: readonly PartnerSchool[] = Array.from({ length: 12 }, () => ({
  name: 'Open partner slot',
  placeholder: true,
}));
