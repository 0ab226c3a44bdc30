/** Reading one paragraph, table cell or heading for the routes it names. */
import { plain, tokenize } from './markdown-text.mjs';
import {
  ABBREVIATED,
  ACTION,
  BASE,
  BASE_NAMES,
  CONTROLLER,
  DEAD_WORDS,
  isBareAction,
  LIVE_WORDS,
  METHOD_BEFORE,
  NOT_ROUTES,
  WHOLE_ROUTE,
} from './names.mjs';

/** Whether a parenthesis holds routes (read as part of the list) rather than a body or a note. */
const holdsRoutes = (value) =>
  tokenize(value).some(
    (token) => token.kind === 'code' && (WHOLE_ROUTE.test(plain(token.value)) || BASE.test(plain(token.value))),
  );

/** A note in parentheses as a route's body and answer: `UserInfo → { … }`. Cross-references are not bodies. */
export function bodyAndAnswer(note) {
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
export function readSegment(text, state, add) {
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
 * `…Consolidated` after `purRepPurchasesListofPurchases` under `api/PurRepPurchases/`: the list's names all begin
 * with the controller's name, so the abbreviation stands for that beginning (as the client spells them).
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
export function headingBase(heading) {
  const codes = tokenize(heading)
    .flatMap((token) => (token.kind === 'paren' ? tokenize(token.value) : [token]))
    .filter((token) => token.kind === 'code')
    .map((token) => plain(token.value));
  const explicit = codes.map((code) => BASE.exec(code)).find(Boolean);
  if (explicit) return explicit[1];
  return codes.map((code) => CONTROLLER.exec(code)).find(Boolean)?.[1] ?? null;
}
