// The server's layers: its top-level folders never import each other in a ring, domains import only shared helpers, only
// the composition root imports the domains, and a domain's SQL names only its own tables and the read views of others.
// Tests and server/src/testing may reach anything.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sourceDir = import.meta.dirname;

/** What every domain may import: the shared helpers. A folder or file not named here or below is a domain. */
const sharedHelpers = ['config', 'errors', 'guard', 'input', 'secrets', 'log', 'db', 'http', 'graphql', 'jobs', 'mail', 'chromium', 'pdf'];
/** The composition root: the one place that imports the domains. */
const compositionRoot = 'root';
/** What starts a process (and what they share): they import the root and the shared helpers, and only each other imports them. */
const entryPoints = ['main', 'worker', 'cli', 'boot', 'data-source', 'web-processes'];

/** A module's top-level part of server/src: its folder, or its own name for a file directly in server/src. */
function partOf(file: string): string {
  const [first, ...rest] = path.relative(sourceDir, file).split(path.sep);
  return rest.length ? first : first.replace(/\.tsx?$/, '');
}

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface Import {
  from: string;
  to: string;
  /** file: 'specifier', to show where a dependency comes from. */
  where: string;
}

/** Every import (types, re-exports and dynamic imports too) from one part of server/src into another. */
function importsBetweenParts(files = productionFiles(sourceDir)): Import[] {
  return files.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ target: path.resolve(path.dirname(file), specifier), specifier }))
      .filter(({ target }) => !path.relative(sourceDir, target).startsWith('..'))
      .map(({ target, specifier }) => ({
        from: partOf(file),
        to: partOf(target),
        where: `${path.relative(sourceDir, file)}: '${specifier}'`,
      }))
      .filter(({ from, to }) => from !== to),
  );
}

/** The rings among the parts (each a strongly connected set of two or more), by Tarjan's algorithm. */
function rings(imports: Import[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (part: string) => {
    index.set(part, index.size);
    lowest.set(part, index.get(part)!);
    stack.push(part);
    for (const next of edges.get(part) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(part, Math.min(lowest.get(part)!, lowest.get(next)!));
      } else if (stack.includes(next)) {
        lowest.set(part, Math.min(lowest.get(part)!, index.get(next)!));
      }
    }
    if (lowest.get(part) === index.get(part)) {
      const ring: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        ring.push(member);
      } while (member !== part);
      if (ring.length > 1) found.push(ring.sort());
    }
  };
  for (const part of edges.keys()) if (!index.has(part)) visit(part);
  return found;
}

/** Which layer a part of server/src belongs to. */
function layerOf(part: string): 'shared' | 'root' | 'entry' | 'domain' {
  if (sharedHelpers.includes(part)) return 'shared';
  if (part === compositionRoot) return 'root';
  return entryPoints.includes(part) ? 'entry' : 'domain';
}

/** Why an import breaks the layering, or null when it keeps it. */
function breach({ from, to }: Import): string | null {
  const [source, target] = [layerOf(from), layerOf(to)];
  if (target === 'entry' && source !== 'entry') return `only an entry point imports ${to}`;
  if (target === 'root' && source !== 'entry') return 'only the entry points import the composition root';
  if (target === 'domain' && source !== 'root') return `only the composition root imports the domain ${to}`;
  return null;
}

/** The tables (`@Entity`) and read views (`@ViewEntity`) a domain's entity.ts declares, by name. */
interface Owned {
  tables: string[];
  views: string[];
}

function ownedBy(entityFile: string): Owned {
  const names = (decorator: string) =>
    [...readFileSync(entityFile, 'utf8').matchAll(new RegExp(`@${decorator}\\(\\{\\s*name:\\s*'([a-z_]+)'`, 'g'))].map((match) => match[1]);
  return { tables: names('Entity'), views: names('ViewEntity') };
}

/** Every domain's tables and views, from the entity.ts of each folder that is a domain. */
function ownership(): Map<string, Owned> {
  const domains = readdirSync(sourceDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && layerOf(entry.name) === 'domain')
    .map((entry) => entry.name);
  return new Map(
    domains.flatMap((domain) => {
      const entityFile = path.join(sourceDir, domain, 'entity.ts');
      return existsSync(entityFile) ? [[domain, ownedBy(entityFile)] as const] : [];
    }),
  );
}

/** The text of every string and template literal of a file (a template's parts without what it interpolates). */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The relations an SQL text reads or writes: what follows FROM, JOIN, INTO, UPDATE or TABLE. */
function relationsNamedIn(sql: string): string[] {
  return [...sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+"?([a-z_][a-z0-9_]*)"?/g)].map((match) => match[1]);
}

/** Where a domain's SQL names a table another domain owns (its read views are what others may name). */
function foreignTables(domain: string, texts: string[], owners: Map<string, Owned>): string[] {
  const foreign = new Map(
    [...owners].filter(([owner]) => owner !== domain).flatMap(([owner, { tables }]) => tables.map((table) => [table, owner] as const)),
  );
  return texts.flatMap((text) =>
    relationsNamedIn(text).flatMap((relation) => {
      const owner = foreign.get(relation);
      return owner ? [`${domain} names ${owner}'s table ${relation}`] : [];
    }),
  );
}

describe('the layers of server/src', () => {
  const imports = importsBetweenParts();

  it('sees the imports between its parts', () => {
    expect(imports.some(({ from, to }) => from === 'root' && to === 'applications')).toBe(true);
    expect(imports.some(({ from, to }) => from === 'applications' && to === 'db')).toBe(true);
  });

  it('never form a ring', () => {
    const explained = rings(imports).map((ring) =>
      imports
        .filter(({ from, to }) => ring.includes(from) && ring.includes(to))
        .map(({ from, to, where }) => `${from} -> ${to} (${where})`),
    );
    expect(explained).toEqual([]);
  });

  it('keep domains to the shared helpers, and the domains to the composition root', () => {
    const breaches = imports.flatMap((anImport) => {
      const why = breach(anImport);
      return why ? [`${anImport.where}: ${why}`] : [];
    });
    expect(breaches).toEqual([]);
  });

  it("keep a domain's SQL to its own tables and the read views other domains own", () => {
    const owners = ownership();
    expect(owners.get('applications')?.tables).toContain('application');
    expect(owners.get('accounts')?.views).toContain('account_read');
    const breaches = productionFiles(sourceDir).flatMap((file) => {
      const domain = partOf(file);
      if (!owners.has(domain)) return [];
      return foreignTables(domain, stringLiterals(file), owners).map((why) => `${path.relative(sourceDir, file)}: ${why}`);
    });
    expect(breaches).toEqual([]);
  });

  it('find a ring and a breach where there is one', () => {
    const ring: Import[] = [
      { from: 'graphql', to: 'http', where: 'a' },
      { from: 'http', to: 'accounts', where: 'b' },
      { from: 'accounts', to: 'graphql', where: 'c' },
      { from: 'accounts', to: 'db', where: 'd' },
    ];
    expect(rings(ring)).toEqual([['accounts', 'graphql', 'http']]);
    expect(breach({ from: 'applications', to: 'accounts', where: 'e' })).toBe('only the composition root imports the domain accounts');
    expect(breach({ from: 'http', to: 'root', where: 'f' })).toBe('only the entry points import the composition root');
    expect(breach({ from: 'root', to: 'lookup', where: 'g' })).toBeNull();
    const owners = new Map<string, Owned>([
      ['accounts', { tables: ['user', 'login_event'], views: ['account_read'] }],
      ['staff', { tables: ['staff_token'], views: [] }],
    ]);
    expect(foreignTables('staff', ['SELECT t.id FROM staff_token t JOIN "user" u ON u.id = t.user_id'], owners)).toEqual([
      "staff names accounts's table user",
    ]);
    expect(foreignTables('staff', ['INSERT INTO login_event (user_id) VALUES ($1)'], owners)).toEqual([
      "staff names accounts's table login_event",
    ]);
    expect(foreignTables('staff', ['SELECT t.id FROM staff_token t JOIN account_read u ON u.id = t.user_id'], owners)).toEqual([]);
  });
});
