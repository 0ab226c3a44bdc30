/** What the reading takes for a route, a base or an action, and the names it must not take. */

/** Names the rules would take for actions but that are not routes, each with why. */
export const NOT_ROUTES = new Map([
  ['InvLosses', "the losses master's table, backticked after the costing route in 03 §10 Masters"],
  ['TransactionsAudit', 'the audit table the activity feed reads, backticked after its route in 08 §4'],
  ['RestrictMode', "a party's field, the last remark after the party routes in 03 §9"],
]);

/** Backticked names that are controllers, not actions: they are the base of the names after them. */
export const BASE_NAMES = new Map([
  ['CrmLeadManagements', 'the legacy lead controller, named by its class without "Controller" (05 §6)'],
]);

export const WHOLE_ROUTE =
  /^(?:(GET|POST|DELETE)\s+)?api\/([A-Za-z]\w*)\/\s*([A-Za-z]\w*)((?:\/\{\w+\})*)(\?[\w=&]*)?$/;
export const BASE = /^api\/([A-Za-z]\w*)(?:\/(?:…|\.\.\.|\*)?)?$/;
export const CONTROLLER = /^([A-Za-z]\w*)Controller$/;
/**
 * A backticked action name: letters and digits, some lower case, no underscore (that is a posting code), maybe with
 * path parameters or a query (`deletePackageTopup?rec=`).
 */
export const ACTION = /^([A-Za-z][A-Za-z0-9]{3,})((?:\/\{\w+\})*)(\?[\w=&]*)?$/;
/**
 * A bare (unquoted) word in a list is an action only when it reads as one: camelCase, or a long word that starts
 * with a verb (`updateassignleadowners`, `Savecrmleadorders`; not `addresses`).
 */
export const isBareAction = (word) =>
  /^[A-Za-z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(word) ||
  (word.length >= 12 && /^(?:get|set|save|update|delete|add|print|make|send)[a-z0-9]+$/i.test(word));
export const ABBREVIATED = /^(?:…|\.\.\.)([A-Za-z]\w*)$/;
export const METHOD_BEFORE = /\b(GET|POST|DELETE)\s*$/;
export const LIVE_WORDS = /\bRoutes\b|\bClient calls\b/g;
export const DEAD_WORDS = /\bEntit(?:y|ies)\b|\bfields?\b|\bRules\b/gi;
