import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitSchema, schemaFile } from '../graphql/schema';
import { resolvers } from './catalogue';

describe('schema.graphql', () => {
  it('is what the type-graphql classes emit (run `npm run schema` when this fails)', async () => {
    const fresh = path.join(tmpdir(), `schema-${process.pid}.graphql`);
    await emitSchema(resolvers, fresh);
    expect(readFileSync(schemaFile, 'utf8')).toBe(readFileSync(fresh, 'utf8'));
  });
});
