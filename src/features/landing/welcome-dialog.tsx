/**
 * The first-visit welcome dialog (spec section 2): a carousel of five slides (the question bank,
 * personalized mock interviews, real-time feedback, progress tracking, curated resources) with
 * Skip, Next and, on the last slide, Get Started. Shown once per device: it is remembered as seen
 * (localStorage, STORAGE_KEY_WELCOME_SEEN) as soon as it opens.
 */
import { useEffect, useState } from 'react';
import { BANK_STATS } from '@content/site/bank-stats';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { markWelcomeSeen } from '@/features/landing/welcome-seen';
import { cn } from '@/lib/utils';

/** The five slides, in order. */
export const WELCOME_SLIDES = [
  {
    icon: '📚',
    title: 'An extensive question bank',
    body: `${BANK_STATS.questions.toLocaleString('en-US')} interview questions, ${BANK_STATS.technicalQuestions.toLocaleString('en-US')} of them technical, each with a best-practice answer.`,
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

export function WelcomeDialog() {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  const slide = WELCOME_SLIDES[index] ?? WELCOME_SLIDES[0];
  const last = index === WELCOME_SLIDES.length - 1;

  useEffect(() => markWelcomeSeen(), []);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby="welcome-slide-body" className="space-y-5 text-center">
        <DialogTitle className="text-xl">Welcome to Greenshoe</DialogTitle>
        <div aria-live="polite" className="space-y-2">
          <p className="text-xs font-medium text-muted-foreground">
            Slide {index + 1} of {WELCOME_SLIDES.length}
          </p>
          <p aria-hidden="true" className="text-4xl">
            {slide.icon}
          </p>
          <h3 className="text-lg font-semibold">{slide.title}</h3>
          <DialogDescription id="welcome-slide-body">{slide.body}</DialogDescription>
        </div>
        <div aria-hidden="true" className="flex justify-center gap-2">
          {WELCOME_SLIDES.map((item, dot) => (
            <span key={item.title} className={cn('h-2 w-2 rounded-full', dot === index ? 'bg-brand' : 'bg-border')} />
          ))}
        </div>
        <div className="flex justify-between gap-3">
          {last ? (
            <span />
          ) : (
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Skip
            </Button>
          )}
          {last ? (
            <Button onClick={() => setOpen(false)}>Get Started</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>Next</Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
