/**
 * Navigation state of /study-room (spec section 2): `focusTopic` (a topic or weakness to study now,
 * e.g. from the profile) and `interviewId` (Study on a saved interview: its weaknesses and concepts
 * fill the tabs). Anything else, or no state, means the profile's combined weaknesses and topics.
 */
import { z } from 'zod';

const StudyRoomStateSchema = z.object({
  focusTopic: z.string().trim().min(1).max(300).optional().catch(undefined),
  interviewId: z.string().trim().min(1).max(100).optional().catch(undefined),
});

export type StudyRoomState = z.infer<typeof StudyRoomStateSchema>;

/** The checked state; fields that are missing or malformed are left out. */
export function parseStudyRoomState(state: unknown): StudyRoomState {
  const result = StudyRoomStateSchema.safeParse(state ?? {});
  return result.success ? result.data : {};
}
