#!/usr/bin/env node
/**
 * Reads the customer's server contract (shared/design/contract/NN-<module>.md) and writes every route it documents to
 * src/lib/contract/documented-routes.ts, so the client's coverage of the real server can be checked by machine
 * (scripts/contract-coverage.mjs).
 *
 *   node scripts/contract-routes.mjs [--contract=DIR] [--explain]
 *
 * DIR defaults to ../shared/design/contract from the repository root. --explain prints every route with the line it
 * was read from, for checking the reading against the documents.
 *
 * The documents name routes in several ways, and the reading follows them:
 * - whole routes, `api/<Controller>/<Action>` (a leading POST, GET or DELETE gives the method);
 * - bare action names, whose controller comes from the nearest base: a whole route or a base (`api/X/`, `api/X/…`,
 *   `XController`) read before it in the same paragraph or table, else the section's heading;
 * - in the first cell of a route table, pairs and lists (`GetPurchaseTerms` / `SetPurchaseTerm`);
 * - in prose, lists of actions, backticked or not, and `…Suffix` abbreviations of the list's first name.
 * Prose is read for routes only where it lists them: a paragraph that names a route or a base or says "Routes" or
 * "Client calls", or that opens with an action name under a section with a base; "Entity", "Entities", "fields" and
 * "Rules" end that until the next route. Where these rules cannot decide, the tables below say what a name is.
 * README.md only summarises the module files: each route it names must be among theirs (checked).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = 'src/lib/contract/documented-routes.ts';

/** Names the rules would take for actions but that are not routes, each with why. */
const NOT_ROUTES = new Map([
  ['InvLosses', "the losses master's table, backticked after the costing route in 03 §10 Masters"],
  ['TransactionsAudit', 'the audit table the activity feed reads, backticked after its route in 08 §4'],
  ['RestrictMode', "a party's field, the last remark after the party routes in 03 §9"],
]);

/** Backticked names that are controllers, not actions: they are the base of the names after them. */
const BASE_NAMES = new Map([
  ['CrmLeadManagements', 'the legacy lead controller, named by its class without "Controller" (05 §6)'],
]);

const WHOLE_ROUTE = /^(?:(GET|POST|DELETE)\s+)?api\/([A-Za-z]\w*)\/\s*([A-Za-z]\w*)((?:\/\{\w+\})*)(\?[\w=&]*)?$/;
const BASE = /^api\/([A-Za-z]\w*)(?:\/(?:…|\.\.\.|\*)?)?$/;
const CONTROLLER = /^([A-Za-z]\w*)Controller$/;
/**
 * A backticked action name: letters and digits, some lower case, no underscore (that is a posting code), maybe with
 * path parameters or a query (`deletePackageTopup?rec=`).
 */
const ACTION = /^([A-Za-z][A-Za-z0-9]{3,})((?:\/\{\w+\})*)(\?[\w=&]*)?$/;
/**
 * A bare (unquoted) word in a list is an action only when it reads as one: camelCase, or a long word that starts
 * with a verb (`updateassignleadowners`, `Savecrmleadorders`; not `addresses`).
 */
const isBareAction = (word) =>
  /^[A-Za-z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(word) ||
  (word.length >= 12 && /^(?:get|set|save|update|delete|add|print|make|send)[a-z0-9]+$/i.test(word));
const ABBREVIATED = /^(?:…|\.\.\.)([A-Za-z]\w*)$/;
const METHOD_BEFORE = /\b(GET|POST|DELETE)\s*$/;
const LIVE_WORDS = /\bRoutes\b|\bClient calls\b/g;
const DEAD_WORDS = /\bEntit(?:y|ies)\b|\bfields?\b|\bRules\b/gi;

function parseArgs(argv) {
  const contract = argv.find((arg) => arg.startsWith('--contract='))?.slice('--contract='.length);
  return {
    // A directory given is read from where the command runs; the default sits beside the repository.
    contractDir: contract ? path.resolve(contract) : path.resolve(ROOT, '../shared/design/contract'),
    explain: argv.includes('--explain'),
  };
}

/** `03-procurement.md` → 'procurement'. */
const moduleOf = (file) => path.basename(file, '.md').replace(/^\d+-/, '');

const plain = (text) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
/** A cell's text, '' for an empty cell written as a dash. */
const cellText = (text) => (/^[—–-]?$/.test(plain(text)) ? '' : plain(text));

/**
 * Splits text into backticked code, balanced parentheses (whose code spans may hold parentheses) and the text between.
 */
function tokenize(text) {
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

/** Whether a parenthesis holds routes (read as part of the list) rather than a body or a note. */
const holdsRoutes = (value) =>
  tokenize(value).some(
    (token) => token.kind === 'code' && (WHOLE_ROUTE.test(plain(token.value)) || BASE.test(plain(token.value))),
  );

/** A note in parentheses as a route's body and answer: `UserInfo → { … }`. Cross-references are not bodies. */
function bodyAndAnswer(note) {
  const text = plain(note);
  if (!text || /^\d\d-[\w-]+\.md\b|^see\b|^file$/i.test(text)) return { body: '', answer: '' };
  const arrow = text.indexOf('→');
  return arrow < 0
    ? { body: text, answer: '' }
    : { body: text.slice(0, arrow).trim(), answer: text.slice(arrow + 1).trim() };
}

/**
 * Reads one paragraph or table cell. `state` carries the base and whether the text lists routes (`live`); `add`
 * receives each route with the note in parentheses after it.
 */
function readSegment(text, state, add) {
  const tokens = tokenize(text);
  let method = null;
  let listHead = null; // the first name of a bare list, which its `…Suffix` abbreviations shorten
  let listAfterBase = false; // `api/SaleDespatches/*` (GetSaleRequirements, GetSales, …): the parenthesis is the list
  const noteAfter = (index) => {
    const next = tokens.slice(index + 1).find((token) => token.kind !== 'text' || token.value.trim() !== '');
    return next?.kind === 'paren' && !holdsRoutes(next.value) ? next.value : '';
  };
  const take = (found) => {
    if (!state.live || NOT_ROUTES.has(found.action)) return;
    if (BASE_NAMES.has(found.action)) state.base = found.action;
    else add({ base: state.base, method: method ?? 'POST', params: '', query: '', note: '', ...found });
    method = null;
  };
  tokens.forEach((token, index) => {
    if (token.kind === 'paren') {
      if (holdsRoutes(token.value)) readSegment(token.value, state, add);
      else if (listAfterBase) {
        for (const item of token.value.split(',')) {
          const bare = readBareItem(item);
          if (bare && isBareAction(bare.name)) take({ action: bare.name, params: bare.params, how: 'list' });
        }
      }
      listAfterBase = false;
      return;
    }
    if (token.kind === 'code') {
      const code = plain(token.value);
      const whole = WHOLE_ROUTE.exec(code);
      const base = BASE.exec(code);
      const controller = CONTROLLER.exec(code);
      listAfterBase = false;
      if (whole) {
        state.live = true;
        state.base = whole[2];
        if (whole[1]) method = whole[1];
        take({ action: whole[3], params: whole[4] ?? '', query: whole[5] ?? '', note: noteAfter(index), how: 'route' });
        listHead = null;
      } else if (base) {
        state.live = true;
        state.base = base[1];
        listAfterBase = code.endsWith('*');
        listHead = null;
      } else if (controller) state.base = controller[1];
      else if (ACTION.test(code) && /[a-z]/.test(code)) {
        const [, action, params, query] = ACTION.exec(code);
        take({ action, params, query: query ?? '', note: noteAfter(index), how: 'name' });
      }
      return;
    }
    // Text: its words switch the reading on and off; each item between commas, colons and full stops is read with
    // the switch before it, and taken when it is a bare action name.
    const switches = [
      ...[...token.value.matchAll(LIVE_WORDS)].map((m) => ({ at: m.index, live: true })),
      ...[...token.value.matchAll(DEAD_WORDS)].map((m) => ({ at: m.index, live: false })),
    ].sort((a, b) => a.at - b.at);
    let at = 0;
    for (const item of token.value.split(/([,;:]|\.\s|\.$|—)/)) {
      const before = switches.filter((s) => s.at <= at).at(-1);
      if (before) state.live = before.live;
      const atEnd = at + item.length === token.value.length;
      // A name run into the next token (`screenCheck(…)`, `name\``) is prose, not a list item.
      const bare = atEnd && index + 1 < tokens.length && !/\s$/.test(item) ? null : readBareItem(item);
      if (bare) {
        if (bare.method) method = bare.method;
        const action = expandAbbreviation(bare.name, listHead, state.base);
        if (action !== bare.name || isBareAction(action)) {
          take({ action, params: bare.params, note: atEnd ? noteAfter(index) : '', how: 'bare' });
          listHead ??= bare.name;
        }
      }
      at += item.length;
    }
    if (switches.length > 0) state.live = switches.at(-1).live;
    const methodWord = METHOD_BEFORE.exec(token.value.replace(/\*/g, ''));
    method = methodWord ? methodWord[1] : null;
  });
}

/** One item of a bare list: `GetSales`, `GET GetLeadById/{id}`, `…Consolidated`. */
function readBareItem(item) {
  const match = /^\s*(?:(GET|POST|DELETE)\s+)?((?:…|\.\.\.)?[A-Za-z]\w*)((?:\/\{\w+\})*)\s*$/.exec(item);
  return match ? { method: match[1], name: match[2], params: match[3] } : null;
}

/**
 * `…Consolidated` after `purRepPurchasesListofPurchases` under `api/PurRepPurchases/`: the list's names all begin with
 * the controller's name, so the abbreviation stands for that beginning (as the client spells them).
 */
function expandAbbreviation(name, listHead, base) {
  const match = ABBREVIATED.exec(name);
  if (!match) return name;
  if (!listHead || !base || !listHead.toLowerCase().startsWith(base.toLowerCase())) {
    throw new Error(`Cannot expand ${name}: no list name beginning with its controller ${base} before it`);
  }
  return listHead.slice(0, base.length) + match[1];
}

/** A heading's base: an explicit `api/X/…`, else a `XController`. */
function headingBase(heading) {
  const codes = tokenize(heading)
    .flatMap((token) => (token.kind === 'paren' ? tokenize(token.value) : [token]))
    .filter((token) => token.kind === 'code')
    .map((token) => plain(token.value));
  const explicit = codes.map((code) => BASE.exec(code)).find(Boolean);
  if (explicit) return explicit[1];
  return codes.map((code) => CONTROLLER.exec(code)).find(Boolean)?.[1] ?? null;
}

/** Splits a table row into cells, keeping a `|` inside backticks (`traCheck 1|3`). */
function cells(row) {
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
function partsFor(cell, count) {
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

/**
 * Reads one contract file into mentions: { route, method, module, section, body, answer, notes, line }.
 */
function readFile(file) {
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

/** A key that ignores case, path parameters and the query: one key per route, as ASP.NET's routing matches. */
const routeKey = (route) =>
  route
    .replace(/\/\{\w+\}/g, '')
    .replace(/\?.*$/, '')
    .toLowerCase();

const controllerOf = (route) => route.split('/')[1].toLowerCase();

/**
 * Reads every module file of the contract: the documented routes, one per route, sorted by module then route. A route
 * mentioned in several files belongs to the one that documents its controller most (05-crm for `api/CRMReceipts/*`,
 * not 01-pos's cross-reference); within that, the mention that says most (a table row first) gives its body and answer.
 */
export function readContract(contractDir) {
  if (!existsSync(contractDir)) throw new Error(`No contract directory ${contractDir} (give one with --contract=DIR)`);
  const files = readdirSync(contractDir)
    .filter((name) => /^\d+-.*\.md$/.test(name))
    .sort()
    .map((name) => path.join(contractDir, name));
  if (files.length === 0) throw new Error(`No contract files (NN-<module>.md) in ${contractDir}`);
  const mentions = files.flatMap(readFile);
  const weight = new Map();
  for (const m of mentions) {
    const key = `${m.module} ${controllerOf(m.route)}`;
    weight.set(key, (weight.get(key) ?? 0) + 1);
  }
  const rank = (m) => [
    weight.get(`${m.module} ${controllerOf(m.route)}`),
    m.how === 'table' ? 1 : 0,
    m.body.length + m.answer.length + m.notes.length,
  ];
  const better = (a, b) => {
    const [x, y] = [rank(a), rank(b)];
    const at = x.findIndex((value, i) => value !== y[i]);
    return at >= 0 && x[at] > y[at];
  };
  const byKey = new Map();
  for (const mention of mentions) {
    const key = routeKey(mention.route);
    const kept = byKey.get(key);
    if (!kept || better(mention, kept)) byKey.set(key, mention);
  }
  const routes = [...byKey.values()].sort(
    (a, b) => a.module.localeCompare(b.module) || a.route.toLowerCase().localeCompare(b.route.toLowerCase()),
  );
  return { files, mentions, routes };
}

/** The routes README.md names must be documented by a module file. */
function checkReadme(contractDir, routes) {
  const readme = path.join(contractDir, 'README.md');
  if (!existsSync(readme)) return [];
  const keys = new Set(routes.map((route) => routeKey(route.route)));
  const named = [...readFileSync(readme, 'utf8').matchAll(/`(?:POST |GET )?(api\/\w+\/\w+)`/g)].map((m) => m[1]);
  return named.filter((route) => !keys.has(routeKey(route)));
}

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function render(routes) {
  const entries = routes.map(
    (r) =>
      `  { route: ${quote(r.route)}, method: ${quote(r.method)}, module: ${quote(r.module)}, section: ${quote(r.section)}, ` +
      `body: ${quote(r.body)}, answer: ${quote(r.answer)}, notes: ${quote(r.notes)} },`,
  );
  return `/**
 * Every route the customer's server contract documents (shared/design/contract/NN-<module>.md), one entry per route.
 * Generated by scripts/contract-routes.mjs: do not edit by hand. After the contract changes, run
 * \`node scripts/contract-routes.mjs\` (it formats this file with biome); \`node scripts/contract-coverage.mjs\` then
 * tells which of these routes the client calls.
 */

/** One documented route: routes compare without regard to case, as ASP.NET's routing does. */
export interface DocumentedRoute {
  /** As the contract spells it, e.g. 'api/PurchaseRequests/GetPurchaseRequests'; path parameters kept as {name}. */
  route: string;
  method: 'POST' | 'GET' | 'DELETE';
  /** The contract file's module: 'pos', 'procurement', 'hrd', 'crm', 'production-qc', 'login'. */
  module: string;
  /** The heading the route is documented under. */
  section: string;
  /** The request body and the answer as the contract gives them; '' when it does not. */
  body: string;
  answer: string;
  /** The table's notes column and remarks beside the route; '' when none. */
  notes: string;
}

export const DOCUMENTED_ROUTES: readonly DocumentedRoute[] = [
${entries.join('\n')}
];
`;
}

function main() {
  const { contractDir, explain } = parseArgs(process.argv.slice(2));
  const { files, mentions, routes } = readContract(contractDir);
  if (explain) {
    for (const m of mentions) console.log(`${m.module}:${m.line}\t${m.how}\t${m.method}\t${m.route}`);
  }
  const output = path.join(ROOT, OUTPUT);
  writeFileSync(output, render(routes));
  const biome = path.join(ROOT, 'node_modules/.bin/biome');
  if (existsSync(biome)) execFileSync(biome, ['format', '--write', output], { stdio: 'ignore' });
  else console.warn(`biome not found: format ${OUTPUT} with npx biome format --write`);

  console.log(
    `Read ${files.length} contract files in ${path.relative(ROOT, contractDir) || '.'}: ${mentions.length} mentions`,
  );
  const counts = new Map();
  for (const route of routes) counts.set(route.module, (counts.get(route.module) ?? 0) + 1);
  for (const file of files) {
    const module = moduleOf(file);
    console.log(`  ${module.padEnd(14)} ${String(counts.get(module) ?? 0).padStart(4)}`);
  }
  console.log(`  ${'total'.padEnd(14)} ${String(routes.length).padStart(4)}`);
  const missing = checkReadme(contractDir, routes);
  if (missing.length > 0) {
    console.error(`README.md names routes no module file documents: ${missing.join(', ')}`);
    process.exitCode = 1;
  }
  console.log(`Wrote ${OUTPUT}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
