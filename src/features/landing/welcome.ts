/**
 * The first-visit welcome (spec section 2): a carousel of five slides (the question bank,
 * personalized mock interviews, real-time feedback, progress tracking, curated resources) with
 * Skip, Next and, on the last slide, Get Started, in a native modal <dialog> (the browser traps
 * focus, Escape closes it, focus returns). Plain DOM, no React, so the static landing can open it
 * without loading React (docs/decisions/0014-landing-islands.md). Shown once per device: it is
 * remembered as seen (welcome-seen.ts) as soon as it opens.
 */
import { BANK_STATS } from '@content/site/bank-stats';
import { buttonVariants } from '@/components/ui/button';
import { markWelcomeSeen } from '@/features/landing/welcome-seen';

/** The five slides, in order. */
export const WELCOME_SLIDES = [
  {
    icon: '📚',
    title: 'An extensive question bank',
    body: `${BANK_STATS.text.questions} interview questions, ${BANK_STATS.text.technicalQuestions} of them technical, each with a best-practice answer.`,
  },
  {
    icon: '🎙️',
    title: 'Personalized mock interviews',
    body: 'Choose the firm, stage, group, office and length; hear each question read aloud and answer it out loud.',
  },
  {
    icon: '⚡',
    title: 'Real-time feedback',
    body: 'Right after each answer, see the key points you covered, the ones you missed, and how you sounded.',
  },
  {
    icon: '📈',
    title: 'Progress tracking',
    body: 'Your scores, weaknesses and study hours in one profile, with topics to study next.',
  },
  {
    icon: '🗂️',
    title: 'Curated resources',
    body: 'Guides on accounting, valuation, DCF, LBO and merger models to download and keep.',
  },
] as const;

/** An element with `className` and optional text. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(label: string, variant: 'default' | 'ghost', onClick: () => void): HTMLButtonElement {
  const node = element('button', buttonVariants({ variant }), label);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

/**
 * Opens the welcome over the page and marks it seen; returns a function that closes it. The
 * dialog leaves the document when it closes (Skip, Get Started or Escape). It is built in this
 * task and opened as a modal in the next: opening restyles the whole page (the rest becomes
 * inert), and the two together made one long task on a slow phone (docs/perf.md).
 */
export function openWelcome(): () => void {
  const dialog = element(
    'dialog',
    'fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-5 rounded-lg border border-border bg-background p-6 text-center text-foreground shadow-lg backdrop:bg-black/50 focus:outline-none',
  );
  dialog.setAttribute('aria-labelledby', 'welcome-title');
  dialog.setAttribute('aria-describedby', 'welcome-slide-body');
  const title = element('h2', 'text-xl font-semibold', 'Welcome to Greenshoe');
  title.id = 'welcome-title';
  const live = element('div', 'space-y-2');
  live.setAttribute('aria-live', 'polite');
  const counter = element('p', 'text-xs font-medium text-muted-foreground');
  const icon = element('p', 'text-4xl');
  icon.setAttribute('aria-hidden', 'true');
  const heading = element('h3', 'text-lg font-semibold');
  const body = element('p', 'text-sm text-muted-foreground');
  body.id = 'welcome-slide-body';
  live.append(counter, icon, heading, body);
  const dots = element('div', 'flex justify-center gap-2');
  dots.setAttribute('aria-hidden', 'true');
  const dotNodes = WELCOME_SLIDES.map(() => dots.appendChild(element('span', 'h-2 w-2 rounded-full')));
  const actions = element('div', 'flex justify-between gap-3');
  dialog.append(title, live, dots, actions);

  let opening = 0;
  const close = () => {
    window.clearTimeout(opening);
    if (dialog.open) dialog.close();
    else dialog.remove();
  };
  const skip = button('Skip', 'ghost', close);
  const getStarted = button('Get Started', 'default', close);
  let index = 0;
  const next = button('Next', 'default', () => show(index + 1));

  function show(slideIndex: number) {
    index = slideIndex;
    const slide = WELCOME_SLIDES[index]!;
    const last = index === WELCOME_SLIDES.length - 1;
    counter.textContent = `Slide ${index + 1} of ${WELCOME_SLIDES.length}`;
    icon.textContent = slide.icon;
    heading.textContent = slide.title;
    body.textContent = slide.body;
    dotNodes.forEach((dot, dotIndex) => (dot.className = `h-2 w-2 rounded-full ${dotIndex === index ? 'bg-brand' : 'bg-border'}`));
    actions.replaceChildren(last ? element('span', '') : skip, last ? getStarted : next);
    if (last) getStarted.focus();
  }

  show(0);
  dialog.addEventListener('close', () => dialog.remove(), { once: true });
  document.body.append(dialog);
  opening = window.setTimeout(() => dialog.showModal(), 0);
  markWelcomeSeen();
  return close;
}
