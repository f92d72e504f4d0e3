// Loads the shipped lookup data (server/data/lookup/*.csv.gz) into lookup_place when it is missing or has changed.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { escapeIdentifier } from 'pg';
import type { Database, Transaction } from '../db/database';
import type { LookupData, LookupSource } from './entity';

/** The package's data folder, the same from server/src (tests) and server/dist (npm start). */
export const lookupDataDir = path.join(path.dirname(createRequire(__filename).resolve('@transfer/server/package.json')), 'data', 'lookup');

/** Bump it when the way the files are read changes, so that every database loads them again. */
const readerRevision = 1;

/** Any number that no other lock of this database uses: one instance loads while the others wait. */
const loadLockKey = 7_316_204;

/** Each file's columns, in its header's order (server/data/lookup/README.md). */
const fileColumns: Record<LookupSource, readonly string[]> = {
  colleges: [
    'id',
    'name',
    'alias',
    'address_line_1',
    'city',
    'state',
    'zip',
    'country',
    'ceeb_code',
    'act_code',
    'ipeds_unitid',
    'opeid',
    'website',
    'latitude',
    'longitude',
    'sector',
    'degree_granting',
    'active',
  ],
  high_schools: [
    'id',
    'name',
    'alt_name',
    'address_line_1',
    'city',
    'state',
    'zip',
    'country',
    'ceeb_code',
    'nces_id',
    'nces_id_type',
    'match_source',
    'match_score',
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
async function copyFile(tx: Transaction, source: LookupSource, content: Buffer): Promise<void> {
  const names = fileColumns[source].map((column) => escapeIdentifier(column));
  await tx.execute(
    `CREATE TEMPORARY TABLE file_${source} (row_number int GENERATED ALWAYS AS IDENTITY, ${names.map((name) => `${name} text`).join(', ')})
     ON COMMIT DROP`,
  );
  await tx.copyFrom(
    `COPY file_${source} (${names.join(', ')}) FROM STDIN (FORMAT csv, HEADER true, FORCE_NOT_NULL (${names.join(', ')}))`,
    Readable.from([content]).pipe(createGunzip()),
  );
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
export async function loadLookupData(db: Database, dataDir = lookupDataDir): Promise<LookupLoad> {
  const contents = await Promise.all(sources.map((source) => readFile(path.join(dataDir, `${source}.csv.gz`))));
  const hash = createHash('sha256').update(`reader ${readerRevision}\n`);
  for (const content of contents) hash.update(content);
  const version = hash.digest('hex');

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [loadLockKey]);
    const [known] = await tx.query<Pick<LookupData, 'places'>>('SELECT places FROM lookup_data WHERE version = $1', [version]);
    if (known) return { loaded: false, version, places: known.places };
    for (const [index, source] of sources.entries()) await copyFile(tx, source, contents[index]);
    await tx.execute('TRUNCATE lookup_place');
    const places = await tx.execute(fillPlaces);
    await tx.execute('DELETE FROM lookup_data');
    await tx.execute('INSERT INTO lookup_data (version, loaded_at, places) VALUES ($1, now(), $2)', [version, places]);
    // Fresh statistics, or the planner takes the new table for nearly empty and ignores its indexes.
    await tx.execute('ANALYZE lookup_place');
    return { loaded: true, version, places };
  });
}
