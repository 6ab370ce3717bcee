/**
 * The feedback report's body: overall assessment, each question with its score (when the report
 * lists them), strengths, weaknesses, questions struggled with (critique + suggested improvement)
 * and concepts to study, with links to the guides to read. Every text is rendered as markdown.
 */
import type { ReactNode } from 'react';
import type { FeedbackReport } from '@core/contract/interview';
import { QuestionScoreList } from '@/components/question-score-list';
import { Markdown } from '@/lib/markdown';
import { GuideLinks } from '@/features/interview/report/guide-links';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {empty ? <p className="text-muted-foreground">None for this interview.</p> : children}
    </section>
  );
}

/** Titled findings (strengths or weaknesses) as a list of cards. */
function Findings({ items }: { items: Array<{ title: string; description: string }> }) {
  return (
    <ul className="space-y-3">
      {items.map((item, i) => (
        <li key={i} className="rounded-md border border-border p-3">
          <h3 className="font-semibold">{item.title}</h3>
          <Markdown>{item.description}</Markdown>
        </li>
      ))}
    </ul>
  );
}

export function ReportSections({ report }: { report: FeedbackReport }) {
  const strengths = Object.values(report.strengths);
  const weaknesses = Object.values(report.weaknesses);
  const struggled = Object.values(report.questionsStruggled);
  const concepts = Object.values(report.conceptsToStudy);
  return (
    <div className="space-y-8">
      <Section title="Overall assessment" empty={!report.OverallAssessment.overallCritique}>
        <Markdown>{report.OverallAssessment.overallCritique}</Markdown>
      </Section>
      {report.questionScores && (
        <Section title="Score per question" empty={report.questionScores.length === 0}>
          <QuestionScoreList scores={report.questionScores} />
        </Section>
      )}
      <Section title="Strengths" empty={strengths.length === 0}>
        <Findings items={strengths} />
      </Section>
      <Section title="Weaknesses" empty={weaknesses.length === 0}>
        <Findings items={weaknesses} />
      </Section>
      <Section title="Questions you struggled with" empty={struggled.length === 0}>
        <ul className="space-y-3">
          {struggled.map((item, i) => (
            <li key={i} className="space-y-2 rounded-md border border-border p-3">
              <h3 className="font-semibold">{item.question}</h3>
              <div>
                <h4 className="text-sm font-medium text-muted-foreground">Critique</h4>
                <Markdown>{item.critique}</Markdown>
              </div>
              <div>
                <h4 className="text-sm font-medium text-muted-foreground">Suggested improvement</h4>
                <Markdown>{item.suggestedImprovement}</Markdown>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Concepts to study" empty={concepts.length === 0}>
        <ul className="space-y-3">
          {concepts.map((concept, i) => (
            <li key={i} className="rounded-md border border-border p-3">
              <h3 className="font-semibold">{concept.concept}</h3>
              <Markdown>{concept.description}</Markdown>
              <GuideLinks titles={concept.resources ?? []} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
