/**
 * Vite plugin: the question bank as build-time modules, so the browser loads only what a page needs
 * and never validates or indexes the bank itself. The bank is validated once here (loadQuestionBank
 * throws on invalid content, which fails the build) and served as virtual modules:
 * - `virtual:bank-index`: ids, metadata, question texts and variants (core/bank/index-data.ts);
 * - `virtual:bank-search`: the MiniSearch index of those texts, serialised (createBankIndex loads it);
 * - `virtual:bank-vocabulary`: each question's cue vocabulary, for the coach's relevance candidates;
 * - `virtual:bank-topic/<file>`: one topic file's full questions (answers, key points, claims);
 * - `virtual:bank-topics`: topic file name → a loader of its chunk.
 * Each becomes its own chunk, named `bank-<part>-<hash>.js` (bankChunkFileName) so the precache and
 * the offline pack can tell them apart.
 */
import type { Plugin } from 'vite';
import { QUESTION_FILES } from '../../content/question-bank.ts';
import { loadQuestionBank } from '../../core/bank/load.ts';
import { encodeBankIndex } from '../../core/bank/index-data.ts';
import { serialiseSearchIndex } from '../../core/bank/search.ts';
import { compileRubric } from '../../core/coach/match.ts';
import type { Question } from '../../core/contract/question.ts';

const PREFIX = 'virtual:bank-';
const TOPIC = `${PREFIX}topic/`;

/** The validated bank, split by topic file in bank order. */
function topicFiles(): Array<[file: string, questions: Question[]]> {
  const bank = loadQuestionBank();
  let at = 0;
  return Object.entries(QUESTION_FILES).map(([file, raw]) => {
    const questions = bank.slice(at, at + raw.length);
    at += raw.length;
    return [file, questions];
  });
}

/** A module whose default export is `value`, parsed from a JSON string (faster than an object literal). */
const jsonModule = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

function moduleSource(id: string): string | undefined {
  const files = topicFiles();
  const bank = files.flatMap(([, questions]) => questions);
  if (id === `${PREFIX}index`) {
    // A literal, not JSON.parse of a string: inside a string every quote would be escaped (bytes).
    return `export default ${JSON.stringify(encodeBankIndex(files))};`;
  }
  if (id === `${PREFIX}search`) return `export default ${JSON.stringify(serialiseSearchIndex(bank))};`;
  if (id === `${PREFIX}vocabulary`) return jsonModule(bank.map((q) => [q.id, [...compileRubric(q).vocabulary]]));
  if (id === `${PREFIX}topics`) {
    const loaders = files.map(([file]) => `${JSON.stringify(file)}: () => import(${JSON.stringify(TOPIC + file)})`);
    return `export default {${loaders.join(',')}};`;
  }
  if (id.startsWith(TOPIC)) {
    const questions = files.find(([file]) => file === id.slice(TOPIC.length))?.[1];
    return questions && jsonModule(questions);
  }
  return undefined;
}

/**
 * The chunk file name of a bank module (`assets/bank-topic-dcf-[hash].js`), or undefined for any
 * other chunk. `facadeModuleId` is the chunk's entry module id.
 */
export function bankChunkFileName(facadeModuleId: string | null): string | undefined {
  if (!facadeModuleId?.startsWith(`\0${PREFIX}`)) return undefined;
  return `assets/bank-${facadeModuleId.slice(PREFIX.length + 1).replace('/', '-')}-[hash].js`;
}

/** The plugin. */
export function bankChunks(): Plugin {
  return {
    name: 'greenshoe-bank-chunks',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const source = moduleSource(id.slice(1));
      if (source === undefined) this.error(`unknown bank module ${id.slice(1)}`);
      return source;
    },
  };
}
