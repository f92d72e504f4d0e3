// The lookup benchmark (npm run bench:lookup): GET /lookup/find on the built server under 50 connections, with the
// texts a student types while searching (prefixes, a typo, words inside names, street lines, ZIP digits), and what
// Postgres spends on each search (EXPLAIN ANALYZE of the service's statements, with the indexes they use).
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';

const { searchStatements, searchWords } = createRequire(import.meta.url)(
  '../../server/dist/server/src/lookup/sql.js',
) as typeof import('../../server/src/lookup/sql');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const databaseUrl = throwawayDatabaseUrl('bench_lookup');

/** What students type, letter by letter, in each category. */
const searches: [category: string, text: string][] = [
  ['college_ceeb', 'ha'],
  ['college_ceeb', 'harv'],
  ['college_ceeb', 'harvard'],
  ['college_ceeb', 'univ'],
  ['college_ceeb', 'university of mich'],
  ['college_ceeb', 'stanfrod'],
  ['college_ceeb', 'mit'],
  ['hs_ceeb', 'li'],
  ['hs_ceeb', 'lincoln'],
  ['hs_ceeb', 'lincoln high'],
  ['hs_ceeb', 'saint bernard'],
  ['hs_ceeb', 'central high'],
  ['address', '17'],
  ['address', '1745 t'],
  ['address', '1745 t street'],
  ['address', '627'],
  ['address', 'emerson street'],
];

const findPath = (category: string, text: string) => `/lookup/find?${new URLSearchParams({ text, category, max_results: '5' })}`;

/** Until the server has loaded the lookup data after it started listening. */
async function loaded(url: string): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const found = (await (await fetch(`${url}${findPath('college_ceeb', 'harvard')}`)).json()) as unknown[];
    if (found.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the lookup data did not load within 30 s');
}

/** Postgres's own time for each search (the statements the service runs, in the order it runs them), the median of 5. */
async function explain(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c pg_trgm.word_similarity_threshold=0.3' });
  await client.connect();
  try {
    console.log('\nPostgres execution time per search (EXPLAIN ANALYZE, median of 5), and the indexes used:');
    for (const [category, text] of searches) {
      const words = searchWords(text);
      const run = async (sql: string, limit: number, ...extra: string[]) => {
        const parameters = [category, text, `${text}%`, limit, ...extra];
        const times: number[] = [];
        let plan = '';
        let rows = 0;
        for (let round = 0; round < 5; round++) {
          const [
            {
              'QUERY PLAN': [result],
            },
          ] = (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, parameters)).rows;
          times.push(result['Execution Time']);
          plan = JSON.stringify(result.Plan);
          rows = result.Plan['Actual Rows'];
        }
        const indexes = [...new Set(plan.match(/lookup_place_[a-z_]+/g))].join(', ') || 'none';
        return { ms: times.sort((a, b) => a - b)[2], rows, indexes };
      };
      const starting = await run(searchStatements.startingWith, 5);
      // The service asks for similar words only when fewer than 5 names start with the text.
      const similar =
        starting.rows < 5 && words.length ? await run(searchStatements.similar(words.length), 5 - starting.rows, ...words) : undefined;
      const total = starting.ms + (similar?.ms ?? 0);
      console.log(
        `  ${category.padEnd(12)} ${JSON.stringify(text).padEnd(22)} ${total.toFixed(2).padStart(6)} ms  ` +
          `starting with: ${starting.rows} (${starting.indexes})` +
          (similar ? `; similar: ${similar.rows} (${similar.indexes})` : ''),
      );
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const app = await startApp({ DATABASE_URL: databaseUrl, WORKERS: 'off' });
  try {
    await loaded(app.url);
    const requests = searches.map(([category, text]) => ({ method: 'GET' as const, path: findPath(category, text) }));
    // A short warm-up: the first statements of each connection, the file cache.
    await autocannon({ url: app.url, connections, duration: 2, requests });
    const result = await autocannon({ url: app.url, connections, duration: seconds, requests });
    console.log(
      `GET /lookup/find, ${searches.length} texts in turn, ${connections} connections, ${seconds} s: ` +
        `${result.requests.average.toFixed(0)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.requests.total} requests, ${result.errors + result.timeouts + result.non2xx} failures`,
    );
    await explain();
  } finally {
    await app.stop();
    await dropDatabase(databaseUrl);
  }
}

await main();
