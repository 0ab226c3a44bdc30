// Route literals: where they stand, or where the client reads the table entry that keeps them.
import ts from 'typescript';
import { files } from './client-files.mjs';
import { inType, isConcatenation, unwrap, walk } from './ts-walk.mjs';

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
export function bindingOf(literal, file) {
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
export function referencesTo(file, root, declaration) {
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

/** Whether a value is read only as a part of a longer string (a template's or a `+`'s). */
function partOfLongerString(use) {
  if (isConcatenation(use.parent)) return true;
  const span = use.parent;
  if (!ts.isTemplateSpan(span) || span.expression !== use) return false;
  const template = span.parent;
  const alone = template.head.text === '' && template.templateSpans.length === 1 && span.literal.text === '';
  return !alone;
}

/**
 * How the client uses a kept literal: 'read' (the entry is read and used as it is, or its table is handed on
 * whole), 'prefix' (read only inside longer strings) or 'unread'.
 */
export function useOfKept(file, binding) {
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
