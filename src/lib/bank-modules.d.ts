/** Types of the question bank's build-time modules (scripts/build/bank-chunks-plugin.ts). */
declare module 'virtual:bank-index' {
  const data: import('@core/bank/index-data').BankIndexData;
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
  /** Topic file name → its questions (validated at build, defaults applied). */
  const topics: Record<string, () => Promise<{ default: import('@core/contract/question').Question[] }>>;
  export default topics;
}
