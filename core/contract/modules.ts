/**
 * Flash-card modules, module progress, spaced-repetition reviews and single-question practice
 * (spec sections 3, 5, 7 and 9): the requests and answers of the modules API, shared by the client
 * and the server. Every call needs a bearer token; the user comes from the token, and a user id in a
 * path or body that is not the caller's own gives 403. Bad input gives 400 `{ error }` naming the
 * field. All paths are under /api.
 *
 * GET  /modules-with-progress/:userId[?tzOffset=minutes] → ModuleSummary[]  (creates the default
 *      modules first when the user has none yet). Custom modules newest first, then the default
 *      modules in topic order.
 * POST /create-module           CreateModuleRequest → { module: ModuleSummary }  (CreateModuleResponse)
 *      400 { error: CREATE_MODULE_HINT } without a name or any selection; 422 { error:
 *      NO_MATCHING_QUESTIONS } when the filters match no question of the bank.
 * GET  /module-questions/:moduleId → ModuleQuestion[] in study order (403 someone else's, 404 missing)
 * GET  /module-progress/:moduleId/:userId → ModuleProgress { questions: [{ question_id }] }
 * POST /update-module-progress  UpdateProgressRequest → { ok: true, progress }  (idempotent; 400
 *      when questionId is not a question of the module)
 * POST /card-reviews            CardReview | CardReview[] → { ok: true, stored }  (upsert by id:
 *      a replayed review changes nothing; `stored` counts reviews new to the server)
 * GET  /card-reviews/:moduleId  → CardReview[] of the caller, in reviewedAt order
 * DELETE /card-reviews/:id      → { ok: true, deleted }  (undo of a rating; idempotent: `deleted`
 *      is false when it was already gone; 404 when the id is another user's review)
 * POST /create-default-modules  { user_id } → { success: true, modulesCreated }  (idempotent)
 * POST /best-practice-answer    BestPracticeRequest (./tutor) → { answer }; 502 { error:
 *      BEST_PRACTICE_FAILED } when the AI provider fails
 * POST /store-practice-question StorePracticeRequest → { ok: true }  (upsert by id)
 */
import { z } from 'zod';
import { FIRMS, MODULE_INDUSTRY_GROUPS, OFFICE_LOCATIONS, QUESTION_TYPES } from '../../content/options';
import { DifficultySchema, QuestionCategorySchema } from './question';

/** Longest module name, in characters. */
export const MAX_MODULE_NAME_CHARS = 100;
/** Most reviews one POST /api/card-reviews may carry. */
export const MAX_CARD_REVIEWS_PER_REQUEST = 500;
/** Longest practice answer stored, in characters. */
export const MAX_PRACTICE_RESPONSE_CHARS = 20_000;

/** Badge thresholds in percent (spec section 9): at least 80 'Nearly Complete', at least 50 'In Progress'. */
export const MODULE_BADGE_THRESHOLDS = { nearlyComplete: 80, inProgress: 50 } as const;
/** A module counts as Completed on the summary tiles at this progress or more, in percent. */
export const MODULE_COMPLETED_PERCENT = 80;
export const MODULE_BADGES = ['Nearly Complete', 'In Progress', 'Just Started'] as const;
export type ModuleBadge = (typeof MODULE_BADGES)[number];

/** The create-module hint (spec section 5), also the 400 error of POST /api/create-module. */
export const CREATE_MODULE_HINT =
  'Please enter a module name and select at least one option from any category to continue.';
/** 422 error of POST /api/create-module when the filters match no question. */
export const NO_MATCHING_QUESTIONS =
  'No questions match these selections. Choose more question types or industry groups and try again.';

/** Module messages from the spec's error catalogue (section 8) and its toasts. */
export const MODULE_MESSAGES = {
  fetchModules: 'Failed to fetch modules',
  fetchQuestions: 'Failed to fetch questions',
  fetchProgress: 'Failed to fetch module progress',
  updateProgress: 'Failed to update module progress',
  createFailed: 'Failed to create module',
  created: 'Module created successfully',
  loginToCreate: 'Please log in to create a module',
  creating: 'Creating...',
} as const;

/**
 * One module as listed (spec: Module). `created_at` is ISO 8601; `progress` is the studied share in
 * whole percent, rounded down (see modulePercent in core/modules/progress.ts), so 100 means every
 * card was studied and a badge never overstates. `due_today` counts the cards that have at least one
 * FSRS review and are due by the end of the caller's day (the query's tzOffset, minutes as from
 * Date.getTimezoneOffset(); UTC when absent); never-reviewed cards are not counted.
 */
export const ModuleSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.string(),
  num_questions: z.number().int().min(0),
  progress: z.number().min(0).max(100),
  /** Cards of the module the user has studied (progress is this share of num_questions). */
  studied: z.number().int().min(0).optional(),
  /** True for the default modules (one per major topic), which the user did not create. */
  is_default: z.boolean().optional(),
  due_today: z.number().int().min(0).optional(),
});
export type ModuleSummary = z.infer<typeof ModuleSummarySchema>;

const selection = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .array(z.enum(values, { error: `${field} holds a value that is not one of the options` }), {
      error: `${field} must be a list`,
    })
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)]);

/**
 * Body of POST /api/create-module (spec: Create-module form). The name is trimmed and must not be
 * empty, and at least one of the four lists must hold a selection (else 400 CREATE_MODULE_HINT).
 * Values must come from content/options.ts. `user_id`, when present, must be the caller's own id.
 */
export const CreateModuleRequestSchema = z
  .object({
    name: z
      .string({ error: CREATE_MODULE_HINT })
      .trim()
      .min(1, CREATE_MODULE_HINT)
      .max(MAX_MODULE_NAME_CHARS, `name must be at most ${MAX_MODULE_NAME_CHARS} characters`),
    questionTypes: selection(QUESTION_TYPES, 'questionTypes'),
    firms: selection(FIRMS, 'firms'),
    officeLocations: selection(OFFICE_LOCATIONS, 'officeLocations'),
    industryGroups: selection(MODULE_INDUSTRY_GROUPS, 'industryGroups'),
    user_id: z.string().optional(),
  })
  .refine(
    (r) => r.questionTypes.length + r.firms.length + r.officeLocations.length + r.industryGroups.length > 0,
    { error: CREATE_MODULE_HINT, path: ['questionTypes'] },
  );
export type CreateModuleRequest = z.input<typeof CreateModuleRequestSchema>;
export type CreateModuleInput = z.output<typeof CreateModuleRequestSchema>;
/** The four selections of a module, as stored (empty list = no selection in that category). */
export type ModuleSelections = Omit<CreateModuleInput, 'name' | 'user_id'>;

export const CreateModuleResponseSchema = z.object({ module: ModuleSummarySchema });
export type CreateModuleResponse = z.infer<typeof CreateModuleResponseSchema>;

/**
 * One question of a module, in study order (spec: Module question). `id` is the question bank's id
 * (e.g. 'acc-001', also the key of progress and reviews). `company`, `office_location` and
 * `industry` are display lines for the question card, null when there is nothing to show:
 * `company` is the firm(s) the question is specific to or the module's chosen firms, joined by
 * ', '; `office_location` the module's chosen offices; `industry` the question's industry groups
 * (chosen ones first). `interview_stage` is null: the bank does not tag stages.
 */
export const ModuleQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  company: z.string().nullable(),
  interview_stage: z.string().nullable(),
  office_location: z.string().nullable(),
  industry: z.string().nullable(),
  difficulty: DifficultySchema,
  category: QuestionCategorySchema,
  /** "Review from interviews" only: when the question was last struggled with in an interview (ISO 8601). */
  struggled_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ModuleQuestion = z.infer<typeof ModuleQuestionSchema>;

/** Answer of GET /api/module-progress/:moduleId/:userId: the studied questions (a set). */
export const ModuleProgressSchema = z.object({
  questions: z.array(z.object({ question_id: z.string() })),
});
export type ModuleProgress = z.infer<typeof ModuleProgressSchema>;

/** A question id: the bank's text id; a number is accepted and read as text (spec: "as text"). */
const QuestionIdSchema = z
  .union([z.string(), z.number()], { error: 'questionId is required' })
  .transform(String)
  .pipe(z.string().trim().min(1, 'questionId is required').max(40, 'questionId is too long'));

/**
 * Body of POST /api/update-module-progress. Marks one question studied; the set only grows, so a
 * repeat is harmless. `userId` must be the caller's own id. Answer: UpdateProgressResponse, where
 * `progress` is the module's new percentage (as in ModuleSummary).
 */
export const UpdateProgressRequestSchema = z.object({
  userId: z.string({ error: 'userId is required' }).min(1, 'userId is required'),
  moduleId: z.uuid({ error: 'moduleId must be a UUID' }),
  questionId: QuestionIdSchema,
});
export type UpdateProgressRequest = z.input<typeof UpdateProgressRequestSchema>;
export const UpdateProgressResponseSchema = z.object({ ok: z.literal(true), progress: z.number() });
export type UpdateProgressResponse = z.infer<typeof UpdateProgressResponseSchema>;

/** FSRS ratings: 1 Again, 2 Hard, 3 Good, 4 Easy (ts-fsrs Rating values). */
export const CARD_RATINGS = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export const CARD_RATING_LABELS = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' } as const;
export type CardRating = 1 | 2 | 3 | 4;

/**
 * One spaced-repetition review, an event with a client-generated id (a retried upload is an
 * idempotent upsert). A card's schedule is rebuilt by replaying its reviews in `reviewedAt` order,
 * so two devices' reviews merge by union.
 */
export const CardReviewSchema = z.object({
  id: z.uuid({ error: 'id must be a UUID' }),
  moduleId: z.uuid({ error: 'moduleId must be a UUID' }),
  questionId: z.string({ error: 'questionId is required' }).trim().min(1, 'questionId is required').max(40),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'rating must be 1, 2, 3 or 4',
  }),
  reviewedAt: z.iso.datetime({ offset: true, error: 'reviewedAt must be an ISO 8601 date-time' }),
});
export type CardReview = z.infer<typeof CardReviewSchema>;

/** Body of POST /api/card-reviews: one review or a batch (read as a list of at least one). */
export const CardReviewsRequestSchema = z.preprocess(
  (body): unknown[] => (Array.isArray(body) ? body : [body]),
  z
    .array(CardReviewSchema)
    .min(1, 'no reviews to store')
    .max(MAX_CARD_REVIEWS_PER_REQUEST, `at most ${MAX_CARD_REVIEWS_PER_REQUEST} reviews per request`),
);
export type CardReviewsRequest = CardReview | CardReview[];
export const CardReviewsResponseSchema = z.object({ ok: z.literal(true), stored: z.number().int() });

/** Body of POST /api/create-default-modules (`user_id` must be the caller's own id). */
export const CreateDefaultModulesRequestSchema = z.object({
  user_id: z.string({ error: 'user_id is required' }).min(1, 'user_id is required'),
});
export const CreateDefaultModulesResponseSchema = z.object({
  success: z.literal(true),
  modulesCreated: z.number().int().min(0),
});
export type CreateDefaultModulesResponse = z.infer<typeof CreateDefaultModulesResponseSchema>;

/**
 * Body of POST /api/store-practice-question (spec: Practice response): a client-generated `id` makes
 * a retry an upsert. `questionId` is the bank id when the question came from the bank.
 */
export const StorePracticeRequestSchema = z.object({
  id: z.uuid({ error: 'id must be a UUID' }),
  user_id: z.string().optional(),
  question: z.string({ error: 'question is required' }).trim().min(1, 'question is required').max(2000),
  questionId: z.string().trim().min(1).max(40).optional(),
  response: z
    .string({ error: 'response is required' })
    .trim()
    .min(1, 'response is required')
    .max(MAX_PRACTICE_RESPONSE_CHARS, 'response is too long'),
});
export type StorePracticeRequest = z.input<typeof StorePracticeRequestSchema>;
