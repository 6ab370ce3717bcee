/**
 * /question-bank (public): the bank's figures (computed at build time, never typed), a search with
 * stemming, synonyms, prefix and fuzzy matching, five filters, all kept in the URL, and the results
 * as question cards. The bank loads as its own chunks (use-bank-index.ts): the list shows as soon as
 * the question summaries are decoded, a search once the search index has loaded too; the precache
 * or the offline pack keeps the chunks, so the page works offline. For visitors it is the showcase
 * of example question cards, with Get Started to /signup; a signed-in user gets "Practice this"
 * under each card.
 */
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { BANK_STATS } from '@content/site/bank-stats';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-store';
import { bankQueryParams, countFilters } from '@/features/question-bank/bank-query';
import { BankResults } from '@/features/question-bank/bank-results';
import { BankSearchForm } from '@/features/question-bank/bank-search-form';
import { findQuestions } from '@/features/question-bank/find-questions';
import { useBankIndex } from '@/features/question-bank/use-bank-index';
import { useBankQuery } from '@/features/question-bank/use-bank-query';
import { useStaticTakeover } from '@/features/question-bank/use-static-takeover';
import { holdingStaticPage } from '@/lib/static-page';
import { usePrerendering } from '@/lib/use-prerendering';

export const BANK_LOAD_FAILED = 'The question bank could not be loaded. Check your connection and try again.';

function GetStarted() {
  return (
    <aside aria-labelledby="bank-get-started" data-visitor-only className="flex flex-col gap-3 rounded-xl bg-muted p-4 sm:flex-row sm:items-center">
      <div className="flex-1 space-y-1">
        <h2 id="bank-get-started" className="font-semibold">
          Practice with your own account
        </h2>
        <p className="text-sm text-muted-foreground">Free: mock interviews with feedback, flash-card modules and progress tracking.</p>
      </div>
      <Link to={ROUTES.signUp} className={buttonVariants({ size: 'lg' })}>
        Get Started
      </Link>
    </aside>
  );
}

export function QuestionBankPage() {
  const authStatus = useAuth((state) => state.status);
  const bank = useBankIndex();
  const query = useBankQuery();
  // The results follow the text in the same render as the search box: a search and ten memoised
  // cards cost less than the second frame a deferred render of them took (docs/perf.md).
  const { text, filters } = query;
  const list = bank.status === 'ready' ? bank.bank : null;
  const searchIndex = bank.status === 'ready' ? bank.index : null;
  // Null while the search index is still loading and the text has words to search for.
  const questions = useMemo(() => list && findQuestions(searchIndex ?? { bank: list }, text, filters), [list, searchIndex, text, filters]);
  // The empty state's buttons go away once used: focus moves to the search box.
  const { clearText: clearQueryText, clearFilters: clearQueryFilters } = query;
  const clearText = useCallback(() => {
    clearQueryText();
    document.getElementById('bank-search')?.focus();
  }, [clearQueryText]);
  const clearFilters = useCallback(() => {
    clearQueryFilters();
    document.getElementById('bank-search')?.focus();
  }, [clearQueryFilters]);
  // Prerendered (question-bank.html), the list is busy until the app takes the static page over.
  // It does so once search works too: loading the search index holds the main thread for a while
  // (src/lib/device-bank.ts), better while the static page shows than once the visitor types into
  // the app (decision 0029).
  const prerendering = usePrerendering();
  const takeOver = bank.status === 'error' || (bank.status === 'ready' && (bank.index !== null || !holdingStaticPage()));
  useStaticTakeover(takeOver, query, query);

  return (
    <section className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-medium text-muted-foreground">Question Bank</p>
        <h1 className="text-2xl font-semibold">{BANK_STATS.text.questions} interview questions with best-practice answers</h1>
        <p className="text-muted-foreground">
          {BANK_STATS.text.technicalQuestions} technical questions from accounting to LBOs, plus behavioral and market
          questions, covering {BANK_STATS.text.firms} banks and firms. Answer by voice or in writing for feedback, or study
          the best-practice answer.
        </p>
      </div>
      {authStatus === 'anonymous' && <GetStarted />}
      <BankSearchForm query={query} />
      {bank.status === 'loading' && (
        <p role="status" className="py-6 text-center text-muted-foreground">
          Loading the question bank…
        </p>
      )}
      {bank.status === 'error' && (
        <div role="alert" className="space-y-3 rounded-md border border-destructive p-4">
          <p className="font-medium text-destructive">{BANK_LOAD_FAILED}</p>
          <Button variant="outline" onClick={bank.retry}>
            Try Again
          </Button>
        </div>
      )}
      {list && !questions && (
        <p role="status" aria-busy="true" className="py-6 text-center text-muted-foreground">
          Loading the search…
        </p>
      )}
      {questions && (
        // Busy while the static page shows (question-bank.html); data-static-results: that page
        // hides them when the URL has a query.
        <div data-static-results aria-busy={prerendering}>
          <BankResults
            questions={questions}
            queryKey={bankQueryParams({ text, filters }).toString()}
            canPractice={authStatus === 'authenticated'}
            onClearText={text ? clearText : undefined}
            onClearFilters={countFilters(filters) > 0 ? clearFilters : undefined}
          />
        </div>
      )}
    </section>
  );
}
