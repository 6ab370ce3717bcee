/**
 * Full bank questions (answer, key points, claims, misconceptions) in the browser, loaded per topic
 * file: one chunk per topic (`bank-topic-<file>-*.js`), imported when a question of it is needed
 * and kept for the session. The chunks hold data the build validated (defaults applied).
 */
import type { Question } from '@core/contract/question';
import { loadBankSummaries } from '@/lib/device-bank';

const topics = new Map<string, Promise<Map<string, Question>>>();

function loadTopic(file: string): Promise<Map<string, Question>> {
  let loading = topics.get(file);
  if (!loading) {
    loading = import('virtual:bank-topics')
      .then(({ default: loaders }) => loaders[file]!())
      .then(({ default: questions }) => new Map(questions.map((q) => [q.id, q])));
    loading.catch(() => topics.delete(file));
    topics.set(file, loading);
  }
  return loading;
}

/**
 * The full questions of `ids` (unknown ids are left out), loading the topic chunks they need at
 * once. Rejects when a chunk cannot be loaded (offline before the precache holds it).
 */
export async function loadQuestions(ids: Iterable<string>): Promise<Map<string, Question>> {
  const { topicOf } = await loadBankSummaries();
  const wanted = [...new Set(ids)].filter((id) => topicOf.has(id));
  const files = await Promise.all([...new Set(wanted.map((id) => topicOf.get(id)!))].map(loadTopic));
  const out = new Map<string, Question>();
  for (const id of wanted) for (const file of files) if (file.has(id)) out.set(id, file.get(id)!);
  return out;
}
