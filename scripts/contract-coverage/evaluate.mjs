// Template strings, evaluated.
import ts from 'typescript';
import { files } from './client-files.mjs';
import { referencesTo } from './kept-literals.mjs';
import { UNKNOWN } from './route-keys.mjs';
import { isConcatenation, unwrap, walk } from './ts-walk.mjs';

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
export function templateValues(template, file) {
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
