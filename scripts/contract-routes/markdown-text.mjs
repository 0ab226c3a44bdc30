/** The Markdown of the contract split into what the reading works on: code spans, parentheses, table cells. */

export const plain = (text) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
/** A cell's text, '' for an empty cell written as a dash. */
export const cellText = (text) => (/^[—–-]?$/.test(plain(text)) ? '' : plain(text));

/**
 * Splits text into backticked code, balanced parentheses (whose code spans may hold parentheses) and the text between.
 */
export function tokenize(text) {
  const tokens = [];
  let rest = '';
  const flush = () => {
    if (rest) tokens.push({ kind: 'text', value: rest });
    rest = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) {
        rest += text.slice(i);
        break;
      }
      flush();
      tokens.push({ kind: 'code', value: text.slice(i + 1, end) });
      i = end;
    } else if (char === '(') {
      let depth = 0;
      let j = i;
      for (; j < text.length; j++) {
        if (text[j] === '`') {
          const end = text.indexOf('`', j + 1);
          if (end < 0) break;
          j = end;
        } else if (text[j] === '(') depth++;
        else if (text[j] === ')' && --depth === 0) break;
      }
      flush();
      tokens.push({ kind: 'paren', value: text.slice(i + 1, j) });
      i = j;
    } else rest += char;
  }
  flush();
  return tokens;
}

/** Splits a table row into cells, keeping a `|` inside backticks (`traCheck 1|3`). */
export function cells(row) {
  const out = [];
  let cell = '';
  let code = false;
  for (const char of row.trim().replace(/^\||\|$/g, '')) {
    if (char === '`') code = !code;
    if (char === '|' && !code) {
      out.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  out.push(cell.trim());
  return out;
}

/** Splits a cell at ` / ` (outside backticks) when it gives one part per route of a paired row. */
export function partsFor(cell, count) {
  if (count < 2) return null;
  const parts = [];
  let part = '';
  let code = false;
  for (let i = 0; i < cell.length; i++) {
    if (cell[i] === '`') code = !code;
    if (!code && cell.startsWith(' / ', i)) {
      parts.push(part.trim());
      part = '';
      i += 2;
    } else part += cell[i];
  }
  parts.push(part.trim());
  return parts.length === count ? parts : null;
}
