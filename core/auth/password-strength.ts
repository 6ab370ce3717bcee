/**
 * How guessable a password is, with zxcvbn-ts and its common and English dictionaries: the same
 * check on the server at sign-up and password change; the forms show the reason the server gives.
 * The dictionaries (about 1 MB) are imported on first use only, so pages that never check a
 * password do not load them.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Least zxcvbn score (0-4) accepted: 3, "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

/** The fallback reason when zxcvbn gives no warning of its own. */
export const GUESSABLE_PASSWORD = 'This password is too easy to guess: add another word or two.';

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return checker;
}

/**
 * Why `password` is too easy to guess (zxcvbn's warning, else GUESSABLE_PASSWORD), or null when
 * its score reaches MIN_PASSWORD_SCORE. `userInputs` (e.g. the e-mail address) count as known words.
 */
export async function guessablePasswordReason(password: string, userInputs: string[] = []): Promise<string | null> {
  const result = (await loadChecker()).check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return result.feedback.warning || GUESSABLE_PASSWORD;
}
