/**
 * The first sentence of a question, for the short preview the practice screen shows (spec section
 * 9). A sentence ends at '.', '?' or '!' followed by a space or the end; abbreviations such as
 * 'e.g.', 'vs.' and initials such as 'U.S.' do not end it. Whitespace runs become one space.
 */
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|vs|etc|approx|Mr|Mrs|Ms|Dr|Inc|Co|Corp|Ltd|No|St|(?:[A-Za-z]\.)*[A-Z])\.$/;

export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const ends = /[.?!]+(?=\s|$)/g;
  for (let match = ends.exec(flat); match; match = ends.exec(flat)) {
    const end = match.index + match[0].length;
    const head = flat.slice(0, end);
    if (match[0] === '.' && ABBREVIATION.test(head)) continue;
    return head;
  }
  return flat;
}
