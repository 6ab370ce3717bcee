/**
 * The modules a user listed and the questions of each module they opened, as the server last sent
 * them (tables `modules` and `moduleQuestions`), so the practice room and a study session open with
 * no connection. Each copy belongs to one user; another user on the device never sees it.
 */
import type { ModuleQuestion, ModuleSummary } from '@core/contract/modules';
import { interviewReviewModuleId, laterStruggle } from '@core/modules/interview-review';
import type { GreenshoeDb, LocalModule } from '@/offline/db';

/** Whether an interview `userId` saved on this device has not reached the server yet. */
async function hasPendingInterview(database: GreenshoeDb, userId: string): Promise<boolean> {
  return (await database.interviews.where('userId').equals(userId).filter((row) => row.syncState === 'pending').count()) > 0;
}

/**
 * Replaces `userId`'s module list with `modules` (the server's list, in its order). While an
 * interview of `userId` saved here has not reached the server yet, the device's "Review from
 * interviews" (created by that interview, offline/interview-review.ts) stays at the top of the
 * list when the server's list does not have it yet (decision 0024).
 */
export async function saveModuleList(
  database: GreenshoeDb,
  userId: string,
  modules: readonly ModuleSummary[],
  fetchedAt: number = Date.now(),
): Promise<void> {
  const reviewModuleId = await interviewReviewModuleId(userId);
  await database.transaction('rw', database.modules, database.interviews, async () => {
    const local = modules.some((module) => module.id === reviewModuleId) ? undefined : await moduleOf(database, userId, reviewModuleId);
    const kept = local && (await hasPendingInterview(database, userId)) ? [{ ...local, position: -1 }] : [];
    await database.modules.where('userId').equals(userId).delete();
    await database.modules.bulkPut([...kept, ...modules.map((module, position) => ({ ...module, userId, position, fetchedAt }))]);
  });
}

/** Adds a module just created at the top of `userId`'s list. */
export async function addCreatedModule(database: GreenshoeDb, userId: string, module: ModuleSummary, fetchedAt: number = Date.now()): Promise<void> {
  await database.transaction('rw', database.modules, async () => {
    const first = await database.modules.where('userId').equals(userId).toArray();
    const top = first.reduce((min, row) => Math.min(min, row.position), 0);
    await database.modules.put({ ...module, userId, position: top - 1, fetchedAt });
  });
}

/** `userId`'s modules on this device, in list order. */
export async function modulesOf(database: GreenshoeDb, userId: string): Promise<LocalModule[]> {
  const rows = await database.modules.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => a.position - b.position);
}

/** One of `userId`'s modules on this device, or undefined. */
export async function moduleOf(database: GreenshoeDb, userId: string, moduleId: string): Promise<LocalModule | undefined> {
  const row = await database.modules.get(moduleId);
  return row?.userId === userId ? row : undefined;
}

/**
 * `server`'s questions with what this device added to "Review from interviews" that the server
 * does not know yet: each question with the later of its two struggle times, then the device's own
 * cards (in their order).
 */
function withDeviceStruggles(server: readonly ModuleQuestion[], device: readonly ModuleQuestion[]): ModuleQuestion[] {
  const onDevice = new Map(device.map((question) => [question.id, question]));
  const merged = server.map((question) => {
    const kept = onDevice.get(question.id);
    return kept ? { ...question, struggled_at: laterStruggle(question.struggled_at, kept.struggled_at) } : question;
  });
  const listed = new Set(server.map((question) => question.id));
  return [...merged, ...device.filter((question) => !listed.has(question.id))];
}

/**
 * Keeps the questions of a module `userId` opened, as the server sent them. For "Review from
 * interviews", while an interview of `userId` saved here has not reached the server yet, the cards
 * and struggle times it added here (offline/interview-review.ts) are kept too, so they do not drop
 * out until its upload arrives.
 */
export async function saveModuleQuestions(
  database: GreenshoeDb,
  userId: string,
  moduleId: string,
  questions: readonly ModuleQuestion[],
  fetchedAt: number = Date.now(),
): Promise<void> {
  const reviewModule = moduleId === (await interviewReviewModuleId(userId));
  await database.transaction('rw', database.moduleQuestions, database.interviews, async () => {
    const unsynced = reviewModule && (await hasPendingInterview(database, userId));
    const kept = unsynced ? await moduleQuestionsOf(database, userId, moduleId) : undefined;
    await database.moduleQuestions.put({ moduleId, userId, questions: kept ? withDeviceStruggles(questions, kept) : [...questions], fetchedAt });
  });
}

/** The questions of a module `userId` opened before, or undefined. */
export async function moduleQuestionsOf(database: GreenshoeDb, userId: string, moduleId: string): Promise<ModuleQuestion[] | undefined> {
  const row = await database.moduleQuestions.get(moduleId);
  return row?.userId === userId ? row.questions : undefined;
}
