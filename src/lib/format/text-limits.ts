/**
 * How long a text may be where nothing narrower is declared (a declared field's `max`, check-in's guest lengths).
 * The real server's columns are not published; these are the lengths of a line of text and of a note, so that a
 * pasted page can no longer become a guest's name or break a banner and a print.
 */
export const TEXT_MAX = 250;
export const LONG_TEXT_MAX = 2000;

/** Fields that hold a note, a description or a letter rather than a line. */
const LONG_TEXT =
  /narration|remark|descript|note|purpose|reason|address|addr|term|body|text|message|content|comment|detail|signature|letter|feedback|instruction|agenda|minutes|summary|html/i;

/** Fields that carry a file or an image (base64, data URLs), which no text length applies to. */
const NOT_TEXT = /img|image|photo|picture|logo|file|attachment|base64|data$|csv|import|upload/i;

/** The longest text a field of this name may hold, or null when it is not text at all. */
export function textLimitOf(name: string): number | null {
  if (NOT_TEXT.test(name)) return null;
  return LONG_TEXT.test(name) ? LONG_TEXT_MAX : TEXT_MAX;
}

/** What is said beside a field that is too long. */
export const tooLongMessage = (max: number, length: number): string =>
  `At most ${max.toLocaleString('en-IN')} characters (this has ${length.toLocaleString('en-IN')}).`;

/**
 * Every text of a body that is longer than its field allows, by path ('header.descriptio', 'lines.2.term'), with what
 * to say beside it; empty when all fit. Files and images (by their field's name, or a data URL) are not text.
 */
export function textsTooLong(body: unknown, path = ''): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (value: unknown, at: string, name: string) => {
    if (typeof value === 'string') {
      const max = textLimitOf(name);
      if (max !== null && value.length > max && !value.startsWith('data:'))
        found[at] = tooLongMessage(max, value.length);
    } else if (Array.isArray(value)) {
      if (NOT_TEXT.test(name)) return;
      value.forEach((item, index) => walk(item, at ? `${at}.${index}` : String(index), name));
    } else if (value !== null && typeof value === 'object') {
      // The session echo every call carries (`usr`, with its token) is the server's own, not the user's text.
      if (name === 'usr' || (name && NOT_TEXT.test(name))) return;
      for (const [key, item] of Object.entries(value)) walk(item, at ? `${at}.${key}` : key, key);
    }
  };
  walk(body, path, '');
  return found;
}
