/** Types of the question bank's build-time modules (scripts/build/bank-chunks-plugin.ts). */
declare module 'virtual:bank-index' {
  import type { BankIndexData } from '@core/bank/index-data';
  const data: BankIndexData;
  export default data;
}

declare module 'virtual:bank-search' {
  /** The MiniSearch index of the bank's texts (serialiseSearchIndex). */
  const json: string;
  export default json;
}

declare module 'virtual:bank-vocabulary' {
  /** Each question's id and cue vocabulary (compileRubric), in bank order. */
  const entries: Array<[id: string, vocabulary: string[]]>;
  export default entries;
}

declare module 'virtual:bank-topics' {
  import type { Question } from '@core/contract/question';
  /** Topic file name → its questions (validated at build, defaults applied). */
  const topics: Record<string, () => Promise<{ default: Question[] }>>;
  export default topics;
}
