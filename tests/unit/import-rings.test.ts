// No module of form/src, server/src or client/src imports itself back through others: not statically, not by a dynamic
// import(), not for types alone (what madge --circular reports). A ring makes the order modules load in matter (a value
// still undefined when first used) and keeps each of its modules from being read, tested or split off on its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const sourceTrees = ['form/src', 'server/src', 'client/src'];

/** Every TypeScript file under `folder`, tests included. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The files a relative specifier may name, in the order the bundler and TypeScript try them. */
const candidatesOf = (target: string) => [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];

/** Each file's imports of other source files by relative path: imports, re-exports, `import type` and `import()` alike. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .flatMap((specifier) => candidatesOf(path.resolve(path.dirname(file), specifier)).find((candidate) => known.has(candidate)) ?? []),
    ]),
  );
}

/**
 * The rings of a graph, each as the files along it back to the first (a > b > a): one for every import that leads
 * back into the walk's current path, so that each ring shows at least once.
 */
function rings(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const finished = new Set<string>();
  const trail: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (trail.includes(next)) found.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!finished.has(next)) visit(next);
    }
    trail.pop();
    finished.add(file);
  };
  for (const file of graph.keys()) if (!finished.has(file)) visit(file);
  return found;
}

describe('the imports of form/src, server/src and client/src', () => {
  const graph = importGraph(sourceTrees.flatMap((tree) => sourceFiles(path.join(repo, tree))));
  const importsOf = (file: string) => (graph.get(path.join(repo, file)) ?? []).map((target) => path.relative(repo, target));

  it('are read from every file, dynamic and type-only imports included', () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(importsOf('client/src/form/widgets/registry.ts')).toContain('client/src/form/widgets/TextWidget.tsx');
    expect(importsOf('client/src/ui/toasts.tsx')).toContain('client/src/ui/toast-value.ts');
    expect(importsOf('server/src/documents/convert.ts')).toContain('server/src/documents/conversion.ts');
    expect(importsOf('form/src/index.ts')).toContain('form/src/options/index.ts');
  });

  it('never lead back to where they start', () => {
    const found = rings(graph).map((ring) => ring.map((file) => path.relative(repo, file)).join(' > '));
    expect(found).toEqual([]);
  });

  it('would show a ring, and each file along it', () => {
    const graph = new Map([
      ['a', ['b', 'd']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(rings(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
  });
});
