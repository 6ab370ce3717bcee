/**
 * Limits, timings and storage keys shared by the browser and the server, each with its unit.
 * Values come from the product spec (section 9) unless a comment says otherwise.
 */

/** Time a candidate has to answer one question, in seconds; the countdown auto-submits at zero. */
export const ANSWER_TIME_LIMIT_SECONDS = 120;
/** MediaRecorder timeslice, in milliseconds. */
export const AUDIO_CHUNK_MS = 100;
/** Largest accepted audio upload, in bytes (25 MiB, the OpenAI transcription limit). */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
/** Preferred recording type, then the fallback for browsers that cannot record webm (Safari). */
export const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

/** Score scale of every feedback report: a score is out of this many points. */
export const SCORE_MAX = 10;
/** Gauge colour thresholds, in percent of SCORE_MAX (at least 80 green, 60 yellow, 40 orange). */
export const GAUGE_THRESHOLDS_PERCENT = { green: 80, yellow: 60, orange: 40 } as const;

/** Minutes of interview per question when a script is generated (at least MIN_SCRIPT_QUESTIONS). */
export const MINUTES_PER_QUESTION = 3;
/** Fewest questions in a generated script. */
export const MIN_SCRIPT_QUESTIONS = 3;
/** Most questions in a generated script (a 90-minute superday gives 30). */
export const MAX_SCRIPT_QUESTIONS = 30;

/** A silence between two words at least this long counts as a long pause, in seconds. */
export const LONG_PAUSE_SECONDS = 2;

/** localStorage key remembering that the first-visit welcome dialog was shown. */
export const STORAGE_KEY_WELCOME_SEEN = 'greenshoe.welcomeSeen';
/** sessionStorage key carrying the feedback report to /interview-complete across a reload. */
export const STORAGE_KEY_LAST_REPORT = 'greenshoe.lastReport';
/** Name of the browser's IndexedDB database (Dexie). */
export const LOCAL_DB_NAME = 'greenshoe';

/** Interviews POST /api/get-interviews answers when the request names no limit, and the most it answers. */
export const INTERVIEWS_PAGE_DEFAULT = 50;
export const INTERVIEWS_PAGE_MAX = 200;
/** The most interviews one account keeps; a save past it is refused (409). */
export const MAX_INTERVIEWS_PER_USER = 5_000;
/** The most practice answers one account keeps; a store past it is refused (409). */
export const MAX_PRACTICE_RESPONSES_PER_USER = 20_000;
