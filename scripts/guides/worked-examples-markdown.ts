/**
 * The "Worked examples" chapter of a guide, as Markdown in the renderer's subset: for each worked
 * example of the guide, a section with the question, a table of inputs, a table of results and the
 * explanation. The numbers come from content/worked-examples (recomputed by the tests).
 */
import type { WorkedExample } from '../../core/worked-examples/schema';
import { exampleRows } from '../../core/worked-examples/format';

const cell = (text: string) => text.replace(/\|/g, '/');

/** Markdown of the worked-examples chapter, or '' when `examples` is empty. */
export function workedExamplesMarkdown(examples: readonly WorkedExample[]): string {
  if (examples.length === 0) return '';
  const parts = ['## Worked examples', 'Each example states its inputs and the result a candidate should reach. The figures are checked by recomputing them from the inputs every time the guides are built.'];
  for (const example of examples) {
    const { inputs, results } = exampleRows(example);
    parts.push(
      `### ${example.title}`,
      example.prompt,
      ['| Input | Value |', '| --- | --- |', ...inputs.map(([label, value]) => `| ${cell(label)} | ${cell(value)} |`)].join('\n'),
      ['| Result | Value |', '| --- | --- |', ...results.map(([label, value]) => `| ${cell(label)} | ${cell(value)} |`)].join('\n'),
      `*Units: ${example.unit}.* ${example.explanation}`,
    );
  }
  return parts.join('\n\n');
}
