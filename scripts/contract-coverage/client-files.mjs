// The client's files, parsed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DOCUMENTED_MODULE, ROOT } from './route-keys.mjs';

const isSource = (file) => /\.tsx?$/.test(file) && !/\.d\.ts$|\.test\.tsx?$|\.fixture\.ts$|-test-kit\.ts$/.test(file);
const isClientFile = (file) =>
  isSource(file) && !file.startsWith('src/mocks/') && !file.startsWith('src/lib/contract/');
/**
 * src/lib/contract/ is not the client, but it is read: a route it keeps (`contractRoute('api/…', …)`) counts where
 * a client file reads it. The list of documented routes (documented-routes.ts, typing the generated JSON) is not read
 * at all.
 */
const isReadFile = (file) =>
  isClientFile(file) || (isSource(file) && file.startsWith('src/lib/contract/') && file !== DOCUMENTED_MODULE);

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
export const files = new Map();

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => files.has(file)) ?? null;
}

export function parseClient() {
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
