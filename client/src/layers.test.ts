// The client's layers (ARCHITECTURE.md): no two top-level folders of src import each other, directly or in a ring.
import { describe, expect, it } from 'vitest';

/** Every module of the app as text, keyed './folder/file.ts'; tests may reach across layers, so they are left out. */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/__generated__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The top-level folder of a path like './form/widgets/X.tsx'; the files beside main.tsx count as one, '.'. */
function folderOf(path: string): string {
  const [first, ...rest] = path.replace(/^\.\//, '').split('/');
  return rest.length > 0 ? first : '.';
}

/** './a/b/../c' -> './a/c' */
function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return `./${parts.join('/')}`;
}

/** The relative specifiers a module imports: static, side-effect, re-exported and dynamic imports alike. */
function importsOf(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;
  return [...text.matchAll(pattern)].map((match) => match[2]);
}

interface Edge {
  from: string;
  to: string;
  /** One import that makes the edge, for the message. */
  example: string;
}

/** The imports between top-level folders, one edge per pair of folders. */
function folderEdges(modules: Record<string, string>): Edge[] {
  const edges = new Map<string, Edge>();
  for (const [path, text] of Object.entries(modules)) {
    const directory = path.slice(0, path.lastIndexOf('/'));
    for (const specifier of importsOf(text)) {
      const from = folderOf(path);
      const to = folderOf(normalize(`${directory}/${specifier}`));
      if (from === to || edges.has(`${from} ${to}`)) continue;
      edges.set(`${from} ${to}`, { from, to, example: `${path} imports '${specifier}'` });
    }
  }
  return [...edges.values()];
}

/** Each ring of folders (a strongly connected group), named 'a <-> b <-> c', with the imports that close it. */
function folderRings(edges: readonly Edge[]): string[][] {
  const reaches = (start: string, goal: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const folder = stack.pop()!;
      if (folder === goal) return true;
      if (seen.has(folder)) continue;
      seen.add(folder);
      stack.push(...edges.filter((edge) => edge.from === folder).map((edge) => edge.to));
    }
    return false;
  };
  const folders = [...new Set(edges.flatMap((edge) => [edge.from, edge.to]))].sort();
  const rings = new Map<string, string[]>();
  // An import lies on a ring when what it imports leads back to where it is.
  for (const edge of edges.filter((candidate) => reaches(candidate.to, candidate.from))) {
    const ring = folders.filter((folder) => reaches(edge.from, folder) && reaches(folder, edge.from)).join(' <-> ');
    rings.set(ring, [...(rings.get(ring) ?? []), edge.example]);
  }
  return [...rings].map(([ring, examples]) => [ring, ...examples]);
}

describe('the layers of client/src', () => {
  it('reads the imports of every module', () => {
    const edges = folderEdges(sources);
    expect(Object.keys(sources).length).toBeGreaterThan(90);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'form', to: 'ui' }));
  });

  it('finds a ring, and the imports that close it', () => {
    const rings = folderRings(
      folderEdges({
        './a/x.ts': "import { y } from '../b/y';",
        './b/y.ts': "export { z } from '../c/z';",
        './c/z.ts': "const x = () => import('../a/x');",
        './d/w.ts': "import '../a/x.css';",
      }),
    );
    expect(rings).toEqual([['a <-> b <-> c', "./a/x.ts imports '../b/y'", "./b/y.ts imports '../c/z'", "./c/z.ts imports '../a/x'"]]);
  });

  it('has no two top-level folders importing each other, directly or in a ring', () => {
    expect(folderRings(folderEdges(sources))).toEqual([]);
  });
});
