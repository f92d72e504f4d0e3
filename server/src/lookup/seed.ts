// Loads the shipped lookup data (server/data/lookup/*.csv.gz) into lookup_place when it is missing or has changed.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import { pgPool } from '../db';
import type { LookupSource } from './entity';

/** The package's data folder, the same from server/src (tests) and server/dist (npm start). */
export const lookupDataDir = path.join(
  path.dirname(createRequire(__filename).resolve('@transfer/server/package.json')),
  'data',
  'lookup',
);

/** Bump it when the way the files are read changes, so that every database loads them again. */
const readerRevision = 1;

/** Any number that no other lock of this database uses: one instance loads while the others wait. */
const loadLockKey = 7_316_204;

/** Each file's columns, in its header's order (server/data/lookup/README.md). */
const fileColumns: Record<LookupSource, readonly string[]> = {
  colleges: [
    'id', 'name', 'alias', 'address_line_1', 'city', 'state', 'zip', 'country', 'ceeb_code', 'act_code', 'ipeds_unitid',
    'opeid', 'website', 'latitude', 'longitude', 'sector', 'degree_granting', 'active',
  ],
  high_schools: [
    'id', 'name', 'alt_name', 'address_line_1', 'city', 'state', 'zip', 'country', 'ceeb_code', 'nces_id', 'nces_id_type',
    'match_source', 'match_score',
  ],
  us_zip_codes: ['zip', 'city', 'state', 'state_name', 'county', 'county_fips', 'latitude', 'longitude', 'accuracy', 'country'],
  addresses_sample: ['address_line_1', 'address_line_2', 'city', 'state', 'zip', 'country', 'latitude', 'longitude', 'source'],
};
const sources = Object.keys(fileColumns) as LookupSource[];

/**
 * From the files' staging tables (`file_<source>`, rows numbered in file order) to lookup_place. Two ZIP codes are
 * listed twice (a military and a Hawaiian place): the second is `<zip>-2`. Military ZIP codes have no state in
 * GeoNames; their city ends with it (`APO AE`). The few street addresses without a city take their ZIP code's.
 */
const fillPlaces = `
  INSERT INTO lookup_place (category, id, source, name, alias, address_line_1, address_line_2, city, state, zip, ceeb, active)
  SELECT 'college_ceeb', id, 'colleges', name, alias, address_line_1, '', city, state, zip, ceeb_code, active = 'true'
  FROM file_colleges
  UNION ALL
  SELECT 'hs_ceeb', id, 'high_schools', name, alt_name, '', '', city, state, zip, id, true
  FROM file_high_schools
  UNION ALL
  SELECT 'address', CASE WHEN nth = 1 THEN zip ELSE zip || '-' || nth END, 'us_zip_codes', zip, '', '', '', city,
    coalesce(nullif(state, ''), substring(city from '\\m(AA|AE|AP)$'), ''), zip, '', true
  FROM (SELECT *, row_number() OVER (PARTITION BY zip ORDER BY row_number) AS nth FROM file_us_zip_codes) zips
  UNION ALL
  SELECT 'address', 'street-' || a.row_number, 'addresses_sample', a.address_line_1, '', a.address_line_1, a.address_line_2,
    coalesce(nullif(a.city, ''), (SELECT z.city FROM file_us_zip_codes z WHERE z.zip = a.zip ORDER BY z.row_number LIMIT 1), ''),
    a.state, a.zip, '', true
  FROM file_addresses_sample a`;

/** Streams one gzip CSV file into a temporary table of text columns, dropped at commit; empty fields read as ''. */
async function copyFile(client: PoolClient, source: LookupSource, content: Buffer): Promise<void> {
  const names = fileColumns[source].map((column) => client.escapeIdentifier(column));
  await client.query(
    `CREATE TEMPORARY TABLE file_${source} (row_number int GENERATED ALWAYS AS IDENTITY, ${names.map((name) => `${name} text`).join(', ')})
     ON COMMIT DROP`,
  );
  const copy = client.query(
    copyFrom(`COPY file_${source} (${names.join(', ')}) FROM STDIN (FORMAT csv, HEADER true, FORCE_NOT_NULL (${names.join(', ')}))`),
  );
  await pipeline(Readable.from([content]), createGunzip(), copy);
}

export interface LookupLoad {
  /** False when the database already held this version. */
  loaded: boolean;
  version: string;
  places: number;
}

/**
 * Replaces lookup_place with the shipped files' rows unless lookup_data names their version already (a hash of the
 * files and of `readerRevision`). One transaction, under an advisory lock: searches see the old rows or the new ones,
 * and of several instances starting together one loads while the others wait and find the data loaded.
 */
export async function loadLookupData(dataSource: DataSource, dataDir = lookupDataDir): Promise<LookupLoad> {
  const contents = await Promise.all(sources.map((source) => readFile(path.join(dataDir, `${source}.csv.gz`))));
  const hash = createHash('sha256').update(`reader ${readerRevision}\n`);
  for (const content of contents) hash.update(content);
  const version = hash.digest('hex');

  const client = await pgPool(dataSource).connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [loadLockKey]);
    const { rows } = await client.query<{ places: number }>('SELECT places FROM lookup_data WHERE version = $1', [version]);
    if (rows.length) {
      await client.query('COMMIT');
      return { loaded: false, version, places: rows[0].places };
    }
    for (const [index, source] of sources.entries()) await copyFile(client, source, contents[index]);
    await client.query('TRUNCATE lookup_place');
    const { rowCount } = await client.query(fillPlaces);
    await client.query('DELETE FROM lookup_data');
    await client.query('INSERT INTO lookup_data (version, loaded_at, places) VALUES ($1, now(), $2)', [version, rowCount]);
    // Fresh statistics, or the planner takes the new table for nearly empty and ignores its indexes.
    await client.query('ANALYZE lookup_place');
    await client.query('COMMIT');
    return { loaded: true, version, places: rowCount ?? 0 };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
