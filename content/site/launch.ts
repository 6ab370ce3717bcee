/** The launch the spec announces (spec section 1): shown on the landing and waitlist pages. */
export const LAUNCH_DATE = 'September 8th, 2025';
