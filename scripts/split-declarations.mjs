#!/usr/bin/env node
// Splits a file's top-level declarations into other files (each keeps its comment), gives every file the imports it
// uses, and points every importer at the new homes (scripts/move-exports.mjs). What is not named stays; a file left
// with no declarations is removed.
//   node scripts/split-declarations.mjs <file> <new file>=<Name,Name,...> [<new file>=<names> ...]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const [file, ...specs] = process.argv.slice(2);
if (!file || specs.length === 0) {
  console.error('usage: node scripts/split-declarations.mjs <file> <new file>=<Name,Name> [...]');
  process.exit(1);
}
const groups = specs.map((spec) => {
  const [target, names] = spec.split('=');
  return { target, names: new Set(names.split(',').filter(Boolean)) };
});

const text = readFileSync(resolve(root, file), 'utf8');
const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
const imports = source.statements.filter(ts.isImportDeclaration);
const declarations = source.statements
  .filter((statement) => !ts.isImportDeclaration(statement))
  .map((statement) => ({ statement, names: declaredNames(statement), isType: isTypeOnly(statement) }));

function declaredNames(statement) {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.map((declaration) => declaration.name.getText(source));
  return statement.name ? [statement.name.getText(source)] : [];
}
function isTypeOnly(statement) {
  return ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
}
function usedNames(statements) {
  const used = new Set();
  const visit = (node) => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  for (const statement of statements) visit(statement);
  return used;
}
const fullText = (statement) => text.slice(statement.getFullStart(), statement.getEnd()).replace(/^\s*\n/, '');

const homeOf = new Map();
for (const group of groups) for (const name of group.names) homeOf.set(name, group.target);
for (const name of homeOf.keys()) {
  if (!declarations.some((declaration) => declaration.names.includes(name)))
    throw new Error(`${file} declares no ${name}`);
}
const placed = (declaration) => homeOf.get(declaration.names[0]) ?? file;

const specifier = (from, to) => {
  let next = posix.relative(posix.dirname(from), to.replace(/\.tsx?$/, ''));
  if (!next.startsWith('.')) next = `./${next}`;
  return next;
};

/** The original imports a file's statements use, re-aimed from its folder. */
function importsFor(target, used) {
  const lines = [];
  for (const declaration of imports) {
    const moduleName = declaration.moduleSpecifier.text;
    const aimed = moduleName.startsWith('.')
      ? specifier(target, posix.normalize(posix.join(posix.dirname(file), moduleName)))
      : moduleName;
    const clause = declaration.importClause;
    if (!clause) continue;
    const parts = [];
    if (clause.name && used.has(clause.name.text)) parts.push(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings) && used.has(bindings.name.text))
      parts.push(`* as ${bindings.name.text}`);
    if (bindings && ts.isNamedImports(bindings)) {
      const kept = bindings.elements.filter((element) => used.has(element.name.text));
      if (kept.length > 0) parts.push(`{ ${kept.map((element) => element.getText(source)).join(', ')} }`);
    }
    if (parts.length > 0) lines.push(`import ${clause.isTypeOnly ? 'type ' : ''}${parts.join(', ')} from '${aimed}';`);
  }
  return lines;
}

/** Imports of the declarations that now live in another of the files. */
function siblingsFor(target, used) {
  const byHome = new Map();
  for (const declaration of declarations) {
    const home = placed(declaration);
    if (home === target) continue;
    for (const name of declaration.names) {
      if (!used.has(name)) continue;
      if (!byHome.has(home)) byHome.set(home, []);
      byHome.get(home).push(declaration.isType ? `type ${name}` : name);
    }
  }
  return [...byHome].map(([home, names]) =>
    names.every((name) => name.startsWith('type '))
      ? `import type { ${names.map((name) => name.slice(5)).join(', ')} } from '${specifier(target, home)}';`
      : `import { ${names.join(', ')} } from '${specifier(target, home)}';`,
  );
}

const targets = [...new Set([...groups.map((group) => group.target), file])];
for (const target of targets) {
  const mine = declarations.filter((declaration) => placed(declaration) === target);
  if (target === file && mine.length === 0) continue;
  const used = usedNames(mine.map((declaration) => declaration.statement));
  const head = [...importsFor(target, used), ...siblingsFor(target, used)];
  const body = mine.map((declaration) => fullText(declaration.statement)).join('\n\n');
  const prefix =
    existsSync(resolve(root, target)) && target !== file ? `${readFileSync(resolve(root, target), 'utf8')}\n` : '';
  writeFileSync(resolve(root, target), `${prefix}${head.join('\n')}${head.length ? '\n\n' : ''}${body}\n`);
  if (target !== file) execFileSync('git', ['add', '--', target], { cwd: root });
}

for (const group of groups) {
  execFileSync('node', [resolve(root, 'scripts/move-exports.mjs'), file, group.target, ...group.names], {
    cwd: root,
    stdio: 'inherit',
  });
}
if (!declarations.some((declaration) => placed(declaration) === file)) {
  execFileSync('git', ['rm', '-q', '-f', '--', file], { cwd: root });
  console.log(`${file} is empty now: removed`);
}
if (existsSync(resolve(root, file)) === false) rmSync(resolve(root, file), { force: true });
