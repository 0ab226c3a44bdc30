#!/usr/bin/env node
/**
 * How many of the routes the customer's server contract documents (src/lib/contract/documented-routes.ts, written by
 * scripts/contract-routes.mjs) the client calls, and whether docs/contract-gaps.md explains every one it does not.
 *
 *   node scripts/contract-coverage.mjs [--json] [--strict] [--verbose]
 *
 * --json prints a machine-readable summary instead of the text; --strict exits 1 when an uncalled route is not
 * explained in docs/contract-gaps.md; --verbose also prints where the client builds each documented route and the
 * route-like strings it could not evaluate.
 *
 * The client is src/ without src/mocks/ (the demo backend), tests (*.test.ts(x), *.fixture.ts, test kits) and
 * src/lib/contract/. A route counts as called only where the client builds that exact string (compared without
 * regard to case, as ASP.NET routes): the files are parsed with TypeScript's parser (comments never count) and
 *   1. a route literal used where it stands (a call's argument, a resource declaration's endpoint) counts;
 *   2. a route literal kept in a route table (`export const X_ROUTES = { list: 'api/…' }`) counts only where the
 *      client reads that entry, or hands the table on whole; an entry read only as the start of a longer string
 *      (`${QC_TEST_ROUTES.list}${area}` builds `…/GetQCTestsMAT`, never `…/GetQCTests`) or never read by the client
 *      (only the demo backend's handlers use it) does not;
 *   3. template strings and `+` concatenations are evaluated: `${THREE}/GetX` from the constant (followed through
 *      imports and re-exports), `api/${controller}/Get${singular}s` and `${QC_TEST_ROUTES.list}${area}` once for each
 *      call of their function with constant arguments; a value known only at run time after a `/` stands for a path
 *      parameter (`…/GetLeadById/${id}`), and a documented `{id}` segment matches any one segment.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENTED = 'src/lib/contract/documented-routes.ts';
const GAPS = 'docs/contract-gaps.md';
/** A string that is a route: `api/<Controller>/<Action>`, maybe with path parameters or a query. */
const ROUTE = /^api\/[A-Za-z]\w*\/[A-Za-z]\w*(?:\/[^?]*)?(?:\?.*)?$/;
/** A value only known at run time, inside an evaluated template: after a `/` it reads as a path parameter. */
const UNKNOWN = '{?}';

const args = new Set(process.argv.slice(2));
const asJson = args.has('--json');
const strict = args.has('--strict');
const verbose = args.has('--verbose');

/** Routes compare without regard to case (ASP.NET routes so) and without their query. */
const routeKey = (route) => route.replace(/\?.*$/, '').toLowerCase();
/** `api/<Controller>/<Action>`, the part every route to one action shares. */
const actionOf = (key) => key.split('/').slice(0, 3).join('/');
/** A documented route as a pattern: a path parameter (`{leadId}`) matches any one segment, as ASP.NET routes it. */
const patternOf = (route) => new RegExp(`^${routeKey(route).replace(/\{\w+\}/g, '[^/]+')}$`);

// ---------------------------------------------------------------------------------------------------------------
// The documented routes: the generated TypeScript module, transpiled and imported.

async function documentedRoutes() {
  const source = readFileSync(path.join(ROOT, DOCUMENTED), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext } });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return module.DOCUMENTED_ROUTES;
}

// ---------------------------------------------------------------------------------------------------------------
// The client's files, parsed.

const isSource = (file) => /\.tsx?$/.test(file) && !/\.d\.ts$|\.test\.tsx?$|\.fixture\.ts$|-test-kit\.ts$/.test(file);
const isClientFile = (file) =>
  isSource(file) && !file.startsWith('src/mocks/') && !file.startsWith('src/lib/contract/');
/**
 * src/lib/contract/ is not the client, but it is read: a route it keeps (`contractRoute('api/…', …)`) counts where a
 * client file reads it. The generated list of documented routes is not read at all.
 */
const isReadFile = (file) =>
  isClientFile(file) || (isSource(file) && file.startsWith('src/lib/contract/') && file !== DOCUMENTED);

function listFiles(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? listFiles(file) : [file];
  });
}

/**
 * 'src/…/x.ts' → { file, source, imports: Map<local name, { from, name }>, constants: Map<name, declaration>,
 * importers: files importing from it, reexports: Map<name, { from, name }> }.
 */
const files = new Map();

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => files.has(file)) ?? null;
}

function parseClient() {
  for (const file of listFiles('src').filter(isReadFile)) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const client = isClientFile(file);
    files.set(file, {
      file,
      source,
      client,
      imports: new Map(),
      constants: new Map(),
      importers: [],
      reexports: new Map(),
    });
  }
  // `export { X as Y } from './x'`: a name imported from this file is x's X.
  for (const info of files.values()) {
    for (const statement of info.source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !statement.exportClause) continue;
      const from = resolveImport(info.file, statement.moduleSpecifier.text);
      if (!from || !ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements) {
        info.reexports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  const origin = (from, name) => files.get(from).reexports.get(name) ?? { from, name };
  for (const info of files.values()) {
    for (const statement of info.source.statements) {
      if (ts.isImportDeclaration(statement) && statement.importClause) {
        const from = resolveImport(info.file, statement.moduleSpecifier.text);
        if (!from) continue;
        const bindings = statement.importClause.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            const imported = origin(from, (element.propertyName ?? element.name).text);
            info.imports.set(element.name.text, imported);
            files.get(imported.from).importers.push(info.file);
          }
        } else if (bindings && ts.isNamespaceImport(bindings)) {
          info.imports.set(bindings.name.text, { from, name: '*' });
          files.get(from).importers.push(info.file);
        }
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.initializer) {
            info.constants.set(declaration.name.text, declaration);
          }
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name) {
        info.constants.set(statement.name.text, statement);
      }
    }
  }
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const unwrap = (node) => {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
};

const where = (node) => {
  const source = node.getSourceFile();
  return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

// ---------------------------------------------------------------------------------------------------------------
// Route literals: where they stand, or where the client reads the table entry that keeps them.

/** A top-level function of a file (or imported into it), by name: its declaration or its arrow. */
function functionNamed(name, file) {
  const info = files.get(file);
  const imported = info.imports.get(name);
  const found = imported ? files.get(imported.from)?.constants.get(imported.name) : info.constants.get(name);
  const fn = found && (ts.isFunctionDeclaration(found) ? found : found.initializer && unwrap(found.initializer));
  return fn && (ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : null;
}

/**
 * For an argument of `f(…)` where f returns `{ key: <that parameter>, … }` (`contractRoute(route, …)` returns
 * `{ route, … }`), that key: the literal is kept in the call's answer under it.
 */
function keyOfArgument(call, argument, file) {
  const fn = ts.isIdentifier(call.expression) ? functionNamed(call.expression.text, file) : null;
  const parameter = fn?.parameters[call.arguments.indexOf(argument)]?.name;
  if (!parameter || !ts.isIdentifier(parameter)) return null;
  const answers = [];
  if (ts.isBlock(fn.body)) {
    walk(fn.body, (node) => {
      if (ts.isReturnStatement(node) && node.expression) answers.push(unwrap(node.expression));
    });
  } else answers.push(unwrap(fn.body));
  for (const answer of answers.filter((node) => ts.isObjectLiteralExpression(node))) {
    for (const property of answer.properties) {
      const value = ts.isShorthandPropertyAssignment(property)
        ? property.name
        : ts.isPropertyAssignment(property) && unwrap(property.initializer);
      if (value && ts.isIdentifier(value) && value.text === parameter.text && ts.isIdentifier(property.name)) {
        return property.name.text;
      }
    }
  }
  return null;
}

/** The top-level constant and property path a literal is kept under (`X_ROUTES`, ['list']), or null. */
function bindingOf(literal, file) {
  const names = [];
  let node = literal;
  for (;;) {
    const parent = node.parent;
    if (ts.isCallExpression(parent) && parent.arguments.includes(node)) {
      const key = keyOfArgument(parent, node, file);
      if (!key) return null;
      names.unshift(key);
      node = parent;
    } else if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
      const key = parent.name;
      if (!(ts.isIdentifier(key) || ts.isStringLiteral(key))) return null;
      names.unshift(key.text);
      node = parent.parent; // the object literal
    } else if (ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isParenthesizedExpression(parent)) {
      node = parent;
    } else if (
      ts.isVariableDeclaration(parent) &&
      parent.initializer === node &&
      ts.isIdentifier(parent.name) &&
      ts.isSourceFile(parent.parent.parent.parent)
    ) {
      return { root: parent.name.text, path: names, declaration: parent };
    } else return null;
  }
}

/** Every identifier that refers to a file's top-level constant: in that file and in the files that import it. */
function referencesTo(file, root, declaration) {
  const found = [];
  const search = (info, local, namespace) => {
    walk(info.source, (node) => {
      if (!ts.isIdentifier(node) || node === declaration.name) return;
      if (ts.isImportSpecifier(node.parent) || ts.isNamespaceImport(node.parent)) return;
      if (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) {
        // `namespace.root`: the reference is the property access.
        if (namespace && node.text === root && ts.isIdentifier(node.parent.expression)) {
          if (node.parent.expression.text === namespace) found.push(node.parent);
        }
        return;
      }
      if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
      if (!namespace && node.text === local) found.push(node);
    });
  };
  const info = files.get(file);
  search(info, root, null);
  for (const importer of new Set(info.importers)) {
    const other = files.get(importer);
    for (const [local, imported] of other.imports) {
      if (imported.from !== file) continue;
      if (imported.name === root) search(other, local, null);
      else if (imported.name === '*') search(other, null, local);
    }
  }
  return found;
}

/** The property names read after a reference (`X.a.b` → ['a', 'b'], `X[kind].save` → ['*', 'save']) and the use. */
function accessChain(reference) {
  const chain = [];
  let node = reference;
  for (;;) {
    const parent = node.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) chain.push(parent.name.text);
    else if (ts.isElementAccessExpression(parent) && parent.expression === node) {
      const key = unwrap(parent.argumentExpression);
      chain.push(ts.isStringLiteral(key) ? key.text : '*');
    } else if (ts.isNonNullExpression(parent) || ts.isParenthesizedExpression(parent)) {
      // `X!.a`, `(X).a`: the same value.
    } else return { chain, use: node };
    node = parent;
  }
}

const isConcatenation = (node) => ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken;

/** Whether a value is read only as a part of a longer string (a template's or a `+`'s). */
function partOfLongerString(use) {
  if (isConcatenation(use.parent)) return true;
  const span = use.parent;
  if (!ts.isTemplateSpan(span) || span.expression !== use) return false;
  const template = span.parent;
  const alone = template.head.text === '' && template.templateSpans.length === 1 && span.literal.text === '';
  return !alone;
}

function inType(node) {
  for (let at = node.parent; at && !ts.isSourceFile(at); at = at.parent) if (ts.isTypeNode(at)) return true;
  return false;
}

/**
 * How the client uses a kept literal: 'read' (the entry is read and used as it is, or its table is handed on
 * whole), 'prefix' (read only inside longer strings) or 'unread'.
 */
function useOfKept(file, binding) {
  let prefix = false;
  // Only the client's reads count, and only as values: `typeof X.a` in a type sends nothing.
  const references = referencesTo(file, binding.root, binding.declaration).filter(
    (node) => files.get(node.getSourceFile().fileName).client && !inType(node),
  );
  for (const reference of references) {
    const { chain, use } = accessChain(reference);
    const common = Math.min(chain.length, binding.path.length);
    const agrees = chain.slice(0, common).every((name, i) => name === '*' || name === binding.path[i]);
    if (!agrees) continue;
    if (chain.length < binding.path.length) return 'read'; // the table or a part of it goes on whole
    if (partOfLongerString(use)) prefix = true;
    else return 'read';
  }
  return prefix ? 'prefix' : 'unread';
}

// ---------------------------------------------------------------------------------------------------------------
// Template strings, evaluated.

/** Evaluates an expression to a string, an object of evaluated properties, or undefined when it cannot. */
function evaluate(expression, file, scope, depth = 0) {
  if (depth > 12) return undefined;
  const node = unwrap(expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const value = evaluate(span.expression, file, scope, depth + 1);
      text += (typeof value === 'string' ? value : UNKNOWN) + span.literal.text;
    }
    return text;
  }
  if (ts.isIdentifier(node)) {
    if (scope.has(node.text)) return scope.get(node.text);
    const info = files.get(file);
    const constant = info.constants.get(node.text);
    if (constant) return evaluate(constant.initializer, file, new Map(), depth + 1);
    const imported = info.imports.get(node.text);
    const target = imported && files.get(imported.from)?.constants.get(imported.name);
    return target ? evaluate(target.initializer, imported.from, new Map(), depth + 1) : undefined;
  }
  if (isConcatenation(node)) {
    const [left, right] = [node.left, node.right].map((side) => evaluate(side, file, scope, depth + 1));
    return [left, right].map((side) => (typeof side === 'string' ? side : UNKNOWN)).join('');
  }
  if (ts.isPropertyAccessExpression(node)) {
    const object = evaluate(node.expression, file, scope, depth + 1);
    return object && typeof object === 'object' ? object[node.name.text] : undefined;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object = {};
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        object[property.name.text] = evaluate(property.initializer, file, scope, depth + 1);
      }
    }
    return object;
  }
  return undefined;
}

/** The function a template stands in, when the template reads one of its parameters. */
function enclosingFunction(template) {
  for (let node = template.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) return node;
  }
  return null;
}

/** The calls `name(…)` of a top-level function, as `{ file, call }`. */
function callsOf(file, fn) {
  const declaration = ts.isFunctionDeclaration(fn) ? fn : fn.parent;
  if (!declaration?.name || !ts.isIdentifier(declaration.name)) return [];
  const isTopLevel = ts.isFunctionDeclaration(fn)
    ? ts.isSourceFile(fn.parent)
    : ts.isVariableDeclaration(declaration) && ts.isSourceFile(declaration.parent.parent.parent);
  if (!isTopLevel) return [];
  return referencesTo(file, declaration.name.text, declaration)
    .filter((reference) => ts.isCallExpression(reference.parent) && reference.parent.expression === reference)
    .map((reference) => ({ file: reference.getSourceFile().fileName, call: reference.parent }));
}

/** The strings a template (or `+`) builds: once, or once per call of its function with the call's arguments. */
function templateValues(template, file) {
  const fn = enclosingFunction(template);
  const params = fn ? fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : null)) : [];
  const readsParams =
    fn &&
    (() => {
      let reads = false;
      walk(template, (node) => {
        if (ts.isIdentifier(node) && params.includes(node.text)) reads = true;
      });
      return reads;
    })();
  if (!readsParams) return [evaluate(template, file, new Map())];
  const calls = callsOf(file, fn);
  if (calls.length === 0) return [evaluate(template, file, new Map())];
  return calls.map(({ file: callFile, call }) => {
    const scope = new Map(
      params.map((name, i) => [name, call.arguments[i] && evaluate(call.arguments[i], callFile, new Map())]),
    );
    return evaluate(template, file, scope);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What the client builds.

function clientRoutes() {
  const built = new Map(); // route key → [{ route, at, how }]
  const skipped = []; // literals kept but not read as they are
  const unresolved = []; // templates that look like routes but cannot be evaluated
  const add = (route, node, how) => {
    const key = routeKey(route);
    if (!built.has(key)) built.set(key, []);
    built.get(key).push({ route, at: where(node), how });
  };
  for (const info of files.values()) {
    walk(info.source, (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (!ROUTE.test(node.text) || ts.isImportDeclaration(node.parent)) return;
        const binding = bindingOf(node, info.file);
        const use = binding ? useOfKept(info.file, binding) : info.client ? 'read' : 'not client';
        if (use === 'read') add(node.text, node, binding ? `${binding.root}.${binding.path.join('.')}` : 'literal');
        else skipped.push({ route: node.text, at: where(node), use });
      } else if (
        info.client &&
        (ts.isTemplateExpression(node) || (isConcatenation(node) && !isConcatenation(node.parent)))
      ) {
        for (const value of new Set(templateValues(node, info.file))) {
          if (typeof value !== 'string') continue;
          // A run-time value after a `/` is a path parameter; anywhere else the route is not known.
          const route = value.replace(/\?.*$/, '');
          const known = !route.replace(/\/\{\?\}(?=\/|$)/g, '').includes(UNKNOWN);
          if (ROUTE.test(route) && known) add(value, node, 'template');
          else if (/^api\//.test(value) || /^\{\?\}\/[A-Z]/.test(value)) unresolved.push({ value, at: where(node) });
        }
      }
    });
  }
  return { built, skipped, unresolved };
}

// ---------------------------------------------------------------------------------------------------------------
// docs/contract-gaps.md: the routes it explains, one table row each: | `route` | module | kind | reason |.

function explainedRoutes() {
  const file = path.join(ROOT, GAPS);
  if (!existsSync(file)) return new Map();
  const explained = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cells = line.startsWith('|')
      ? line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim())
      : [];
    const route = /^`(api\/[^`]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!route) continue;
    // The screens a row names (`/crm/crm-leads`), for the list of routes to wire.
    const screens = [...(cells[3] ?? '').matchAll(/`(\/[a-z-]+\/[\w-]+)`/g)].map((m) => m[1]);
    explained.set(routeKey(route), { route, kind: cells[2] ?? '', screens });
  }
  return explained;
}

// ---------------------------------------------------------------------------------------------------------------

const percent = (part, whole) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

/** The routes the contract's zod schemas cover (src/lib/contract/contract-routes.ts), read through Vite's loader. */
async function schemaRoutes() {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { CONTRACT_ROUTES } = await vite.ssrLoadModule('/src/lib/contract/contract-routes.ts');
    return new Set(CONTRACT_ROUTES.map((route) => routeKey(route.route)));
  } finally {
    await vite.close();
  }
}

async function main() {
  const started = Date.now();
  const documented = await documentedRoutes();
  const schemas = await schemaRoutes();
  parseClient();
  const { built, skipped, unresolved } = clientRoutes();
  // The client's strings that call a documented route: those of its action that its pattern takes.
  const byAction = new Map();
  for (const key of built.keys()) byAction.set(actionOf(key), [...(byAction.get(actionOf(key)) ?? []), key]);
  const sitesOf = (route) => {
    const pattern = patternOf(route.route);
    const keys = (byAction.get(actionOf(routeKey(route.route))) ?? []).filter((key) => pattern.test(key));
    return keys.flatMap((key) => built.get(key));
  };
  const called = documented.filter((route) => sitesOf(route).length > 0);
  // Called with the contract's shape: the demo backend and the contract server check these calls against a schema.
  const shaped = called.filter((route) => schemas.has(routeKey(route.route)));
  const uncalled = documented.filter((route) => sitesOf(route).length === 0);
  const explained = explainedRoutes();
  const unexplained = uncalled.filter((route) => !explained.has(routeKey(route.route)));
  const calledKeys = new Set(called.map((route) => routeKey(route.route)));
  const stale = [...explained.values()].filter((row) => calledKeys.has(routeKey(row.route))).map((row) => row.route);
  const documentedKeys = new Set(documented.map((route) => routeKey(route.route)));
  const unknown = [...explained.values()]
    .filter((row) => !documentedKeys.has(routeKey(row.route)))
    .map((row) => row.route);
  const rows = uncalled.map((route) => explained.get(routeKey(route.route))).filter(Boolean);
  const byKind = {};
  for (const row of rows) byKind[row.kind] = (byKind[row.kind] ?? 0) + 1;
  const toCall = rows.filter((row) => row.kind === 'to call');
  const modules = [...new Set(documented.map((route) => route.module))];
  const byModule = Object.fromEntries(
    modules.map((module) => {
      const all = documented.filter((route) => route.module === module);
      const missing = uncalled.filter((route) => route.module === module);
      const unshaped = called.filter((route) => route.module === module && !schemas.has(routeKey(route.route)));
      return [
        module,
        {
          documented: all.length,
          called: all.length - missing.length,
          calledWithSchema: all.length - missing.length - unshaped.length,
          uncalled: missing.map((r) => r.route),
          calledWithoutSchema: unshaped.map((r) => r.route),
        },
      ];
    }),
  );

  if (asJson) {
    console.log(
      JSON.stringify(
        {
          documented: documented.length,
          called: called.length,
          calledPercent: percent(called.length, documented.length),
          calledWithSchema: shaped.length,
          calledWithSchemaPercent: percent(shaped.length, documented.length),
          modules: byModule,
          explained: uncalled.length - unexplained.length,
          explainedByKind: byKind,
          toCall: toCall.map((row) => ({ route: row.route, screens: row.screens })),
          unexplained: unexplained.map((route) => route.route),
          explainedButCalled: stale,
          explainedButNotDocumented: unknown,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(`Documented routes: ${documented.length}`);
    console.log(`Called by the client: ${called.length} (${percent(called.length, documented.length)}%)`);
    console.log(
      `Called and checked against a schema of the contract: ${shaped.length} (${percent(shaped.length, documented.length)}%)`,
    );
    for (const module of modules) {
      const { documented: all, called: some, calledWithSchema: checked } = byModule[module];
      console.log(
        `  ${module.padEnd(14)} ${String(some).padStart(4)} of ${String(all).padStart(4)} called, ${checked} checked`,
      );
    }
    console.log(`\nNot called (${uncalled.length}):`);
    for (const module of modules) {
      if (byModule[module].uncalled.length === 0) continue;
      console.log(`  ${module}`);
      for (const route of byModule[module].uncalled) console.log(`    ${route}`);
    }
    console.log(
      `\n${GAPS} explains ${uncalled.length - unexplained.length} of the ${uncalled.length} routes not called.`,
    );
    const kinds = Object.entries(byKind).map(([kind, count]) => `${kind} ${count}`);
    if (kinds.length > 0) console.log(`  by kind: ${kinds.join(', ')}`);
    if (toCall.length > 0) {
      console.log(`Routes to wire into a screen of ours (kind "to call", ${toCall.length}):`);
      for (const row of toCall) console.log(`  ${row.route} → ${row.screens.join(', ') || '(see the row)'}`);
    }
    if (unexplained.length > 0) {
      console.log(`Not explained there (${unexplained.length}):`);
      for (const route of unexplained) console.log(`  ${route.route} (${route.module})`);
    }
    if (stale.length > 0) console.log(`Explained there but now called (drop the row): ${stale.join(', ')}`);
    if (unknown.length > 0) console.log(`Explained there but not documented: ${unknown.join(', ')}`);
    if (verbose) {
      console.log('\nCalled without a schema yet:');
      for (const module of modules) {
        for (const route of byModule[module].calledWithoutSchema) console.log(`  ${module}\t${route}`);
      }
      console.log('\nWhere the client builds each documented route:');
      for (const route of called) {
        for (const site of sitesOf(route)) console.log(`  ${route.route}\t${site.at}\t${site.how}`);
      }
      console.log('\nRoute literals kept but not read as they are (not counted):');
      for (const site of skipped) console.log(`  ${site.route}\t${site.at}\t${site.use}`);
      console.log('\nTemplates that look like routes but could not be evaluated:');
      for (const site of unresolved) console.log(`  ${JSON.stringify(site.value)}\t${site.at}`);
    }
    console.log(
      `\n(${[...files.values()].filter((info) => info.client).length} client files read in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  if (strict && unexplained.length > 0) process.exitCode = 1;
}

await main();
