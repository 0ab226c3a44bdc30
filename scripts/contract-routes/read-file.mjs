/** Reading one contract file, line by line, into the routes it mentions. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cells, cellText, partsFor, plain } from './markdown-text.mjs';
import { ACTION } from './names.mjs';
import { bodyAndAnswer, headingBase, readSegment } from './segment.mjs';

/** `03-procurement.md` → 'procurement'. */
export const moduleOf = (file) => path.basename(file, '.md').replace(/^\d+-/, '');

/**
 * Reads one contract file into mentions: { route, method, module, section, body, answer, notes, line }.
 */
export function readFile(file) {
  const module = moduleOf(file);
  const lines = readFileSync(file, 'utf8').split('\n');
  const mentions = [];
  let section = '';
  let sectionBase = null;
  let inEntities = false;
  let fence = false;
  let paragraph = null; // { text, line, bullet }
  let table = null; // { header, base }

  const routeOf = (found) => {
    if (!found.base) throw new Error(`${path.basename(file)}: no base for "${found.action}" in ${section}`);
    return `api/${found.base}/${found.action}${found.params}`;
  };
  const flushParagraph = () => {
    if (!paragraph) return;
    const text = paragraph.text;
    const first = /^`([^`]+)`/.exec(text)?.[1] ?? '';
    const opensWithName = ACTION.test(first) && /[a-z]/.test(first);
    if (/^Entit(?:y|ies)\b/.test(text)) inEntities = true;
    else if (!paragraph.bullet) inEntities = false;
    const state = { base: sectionBase, live: opensWithName && sectionBase !== null && !inEntities };
    readSegment(text, state, (found) => {
      const { body, answer } = bodyAndAnswer(found.note);
      mentions.push({
        route: routeOf(found),
        method: found.method,
        module,
        section,
        body: body || (found.query ? `query ${found.query}` : ''),
        answer,
        notes: '',
        line: paragraph.line,
        how: found.how,
      });
    });
    // "Routes (`api/purPurchaseOrders/…`)" before a table: the base of the rest of the section.
    if (/^Routes\b/.test(text) && state.base && !/`[A-Za-z]\w*`/.test(text.replace(/`api\/[^`]*`/g, ''))) {
      sectionBase = state.base;
    }
    paragraph = null;
  };
  const readRow = (row, lineNumber) => {
    const values = cells(row);
    const column = (prefix) => table.header.findIndex((name) => name.startsWith(prefix));
    const bodyAt = column('body');
    const answerAt = column('answer');
    const notesAt = column('notes');
    const state = { base: table.base, live: true };
    const found = [];
    readSegment(values[0], state, (one) => found.push(one));
    table.base = state.base; // a row's controller carries to the next rows (08 §1's registration helpers)
    const cellFor = (at, i) => {
      if (at < 0) return '';
      const parts = partsFor(values[at] ?? '', found.length);
      return cellText(parts ? parts[i] : (values[at] ?? ''));
    };
    found.forEach((one, i) => {
      const note = plain(one.note);
      mentions.push({
        route: routeOf(one),
        method: one.method,
        module,
        section,
        body: cellFor(bodyAt, i) || (one.query ? `query ${one.query}` : ''),
        answer: cellFor(answerAt, i),
        notes: [cellFor(notesAt, i), note].filter(Boolean).join('; '),
        line: lineNumber,
        how: 'table',
      });
    });
  };

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trimEnd();
    if (line.startsWith('```')) {
      flushParagraph();
      fence = !fence;
      return;
    }
    if (fence) return;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flushParagraph();
      table = null;
      section = plain(heading[2].replace(/`/g, ''));
      sectionBase = headingBase(heading[2]);
      inEntities = /\bEntit(?:y|ies)\b/.test(heading[2]);
      return;
    }
    if (line.startsWith('|')) {
      flushParagraph();
      const values = cells(line);
      if (!table) table = { header: values.map((v) => v.toLowerCase()), base: sectionBase };
      else if (!/^[-\s|:]+$/.test(line)) readRow(line, lineNumber);
      return;
    }
    table = null;
    if (/^\s*$/.test(line) || /^-{3,}$/.test(line)) {
      flushParagraph();
      return;
    }
    const bullet = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (bullet) {
      flushParagraph();
      paragraph = { text: bullet[1].trim(), line: lineNumber, bullet: true };
    } else if (paragraph) paragraph.text += ` ${line.trim()}`;
    else paragraph = { text: line.trim(), line: lineNumber, bullet: false };
  });
  flushParagraph();
  // `api/X/ Action` broken over two lines reads as one name.
  return mentions.map((mention) => ({ ...mention, route: mention.route.replace(/\s+/g, '') }));
}
