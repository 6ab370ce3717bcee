/**
 * The words and targets of the way in, before and after the launch (content/site/launch.ts): the
 * primary call to action, the sentence under it, the showcase's buttons, and the waitlist page, which becomes a
 * product-news sign-up once Greenshoe is available.
 */
import { PUBLIC_FORM_MESSAGES } from '@core/contract/public-form-messages';
import { LAUNCH_DATE } from '@content/site/launch';
import { ROUTES } from '@/config/routes';

/** Copy of one launch state. */
export interface LaunchCopy {
  /** The primary call to action ("Create Free Account") and where it goes. */
  cta: { label: string; to: string };
  /** The button under each feature of the landing's showcase, and where it goes. */
  featureCta: { label: string; to: string };
  /** The sentence under the hero's call to action. */
  status: string;
  /** The header's and footer's link to the waitlist page. */
  waitlistLink: string;
  /** The waitlist page's title, introduction and success sentence. */
  waitlistTitle: string;
  waitlistIntro: string;
  waitlistDone: string;
  /** The waitlist form's button, its busy label and the success toast's text. */
  waitlistSubmit: string;
  waitlistSubmitting: string;
  waitlistSuccess: string;
  /** The closing call to action's sentence. */
  closing: string;
}

const BEFORE: LaunchCopy = {
  cta: { label: 'Create Free Account', to: ROUTES.waitlist },
  featureCta: { label: 'Join our waitlist', to: ROUTES.waitlist },
  status: `Launching ${LAUNCH_DATE}. Join the waitlist to get in first.`,
  waitlistLink: 'Join our waitlist',
  waitlistTitle: 'Join our waitlist',
  waitlistIntro: `Greenshoe launches on ${LAUNCH_DATE}. Leave your details and we'll let you know the moment it opens: free, like everything we do.`,
  waitlistDone: `We'll e-mail you when Greenshoe launches on ${LAUNCH_DATE}.`,
  waitlistSubmit: 'Join Waitlist',
  waitlistSubmitting: 'Joining waitlist...',
  waitlistSuccess: PUBLIC_FORM_MESSAGES.waitlistSuccess,
  closing: `Greenshoe launches ${LAUNCH_DATE}. Join our waitlist and be first in.`,
};

const AFTER: LaunchCopy = {
  cta: { label: 'Create Free Account', to: ROUTES.signUp },
  featureCta: { label: 'Try it free', to: ROUTES.signUp },
  status: 'Greenshoe is available now: create a free account, or try a mock interview without one.',
  waitlistLink: 'Product news',
  waitlistTitle: 'Get product news',
  waitlistIntro:
    'Greenshoe is available now. Leave your details and we will e-mail you when we add questions, guides and features: no more than once a month.',
  waitlistDone: 'We will e-mail you when we add questions, guides and features.',
  waitlistSubmit: 'Sign up for news',
  waitlistSubmitting: 'Signing up...',
  waitlistSuccess: "You're signed up for product news.",
  closing: 'Greenshoe is available now. Create a free account and start practicing.',
};

/** The copy for `launched` (useLaunched()). */
export function launchCopy(launched: boolean): LaunchCopy {
  return launched ? AFTER : BEFORE;
}
