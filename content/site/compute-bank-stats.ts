/**
 * Marketing figures computed from the question bank, never typed into copy: the number of
 * questions, of technical questions, and of firms the bank covers (the firm list questions and
 * modules are tagged with, plus any firm a question names). vite.config.ts runs this at build time
 * and hands the result to the browser as `__BANK_STATS__` (see bank-stats.ts), so the bank itself
 * never ships with the pages that show the figures.
 */

/** The computed figures. */
export interface BankStats {
  /** Questions in the bank. */
  questions: number;
  /** Questions of type Technical. */
  technicalQuestions: number;
  /** Distinct firms in the firm list and in the questions' firm tags. */
  firms: number;
  /**
   * The same three figures as copy writes them (en-US grouping, "1,024"), formatted here at build
   * time: the browser's first `Intl` call loads its locale data, about 40–140 ms of main-thread
   * work on the static landing's first visit (docs/perf.md).
   */
  text: { questions: string; technicalQuestions: string; firms: string };
}

/** Counts `bank` (raw question objects, as in content/questions/*.json) and `firmList`. */
export function computeBankStats(bank: readonly unknown[], firmList: readonly string[]): BankStats {
  const firms = new Set(firmList);
  let technicalQuestions = 0;
  for (const item of bank) {
    const question = item as { type?: unknown; firms?: unknown };
    if (question.type === 'Technical') technicalQuestions += 1;
    if (Array.isArray(question.firms)) for (const firm of question.firms) if (typeof firm === 'string') firms.add(firm);
  }
  const figures = { questions: bank.length, technicalQuestions, firms: firms.size };
  const format = (n: number) => n.toLocaleString('en-US');
  return {
    ...figures,
    text: { questions: format(figures.questions), technicalQuestions: format(technicalQuestions), firms: format(figures.firms) },
  };
}
