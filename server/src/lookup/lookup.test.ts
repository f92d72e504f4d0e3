import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall } from '../testing/graphql';
import type { Json } from '../testing/json';
import { startTestServer, type TestServer } from '../testing/server';
import { loadLookupData } from './seed';
import { searchStatements } from './sql';

/** Rows of the four shipped files: 6,072 colleges, 21,434 high schools, 41,701 ZIP codes and 4,074 street addresses. */
const shippedPlaces = 6_072 + 21_434 + 41_701 + 4_074;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await loadLookupData(server.database.db);
});
afterAll(() => server.close());

async function find(query: Record<string, string>) {
  const response = await fetch(`${server.url}/lookup/find?${new URLSearchParams(query)}`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Json };
}

const texts = async (query: Record<string, string>) =>
  ((await find(query)).body as { text: string }[]).map((suggestion) => suggestion.text);

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  return (await graphqlCall<Json>(server, query, variables)).body;
}

describe('loading the shipped data', () => {
  it('loads every row of the four files once, and again only when their version changes', async () => {
    const { db } = server.database;
    const count = async () => Number((await db.query<{ count: string }>('SELECT count(*) FROM lookup_place'))[0].count);
    expect(await count()).toBe(shippedPlaces);

    const again = await loadLookupData(db);
    expect(again).toMatchObject({ loaded: false, places: shippedPlaces });
    expect(await count()).toBe(shippedPlaces);

    await db.execute(`UPDATE lookup_data SET version = 'an older version'`);
    expect(await loadLookupData(db)).toMatchObject({ loaded: true, version: again.version, places: shippedPlaces });
    expect(await count()).toBe(shippedPlaces);
    expect(await db.query('SELECT version FROM lookup_data')).toEqual([{ version: again.version }]);
  });

  it('leaves the searches to the indexes', async () => {
    const { db } = server.database;
    const plan = async (sql: string, text: string, ...words: string[]) =>
      JSON.stringify(await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, ['college_ceeb', text, `${text}%`, 5, ...words]));
    expect(await plan(searchStatements.startingWith, 'harv')).toMatch(/lookup_place_name_prefix/);
    expect(await plan(searchStatements.similar(1), 'stanfrod', 'stanfrod')).toMatch(/lookup_place_search/);
    expect(await plan(searchStatements.similar(2), 'university mich', 'university', 'mich')).toMatch(/lookup_place_search/);
  });
});

describe('GET /lookup/find?text=&category=', () => {
  it('suggests colleges whose name starts with the text first, as {text, id, sub_text}, without a session', async () => {
    const { status, body } = await find({ text: 'Harvard', category: 'college_ceeb' });
    expect(status).toBe(200);
    expect(body[0]).toEqual({ text: 'Harvard University', id: '166027', sub_text: 'Cambridge, MA' });
  });

  it('finds a school by words inside its name, and through a typo', async () => {
    expect(await texts({ text: 'university of michigan', category: 'college_ceeb' })).toContain('University of Michigan-Ann Arbor');
    expect((await texts({ text: 'Stanfrod', category: 'college_ceeb' }))[0]).toBe('Stanford University');
    expect((await texts({ text: 'harvard - univ', category: 'college_ceeb' }))[0]).toBe('Harvard University');
    expect(await find({ text: '!!', category: 'college_ceeb' })).toEqual({ status: 200, body: [] });
  });

  it('finds a school by its alias', async () => {
    expect((await texts({ text: 'MIT', category: 'college_ceeb' }))[0]).toBe('Massachusetts Institute of Technology');
    expect((await texts({ text: 'saint bernard prep', category: 'hs_ceeb' }))[0]).toBe('ST BERNARD PREPARATORY SCHOOL');
  });

  it('ranks institutions that are no longer active after active ones', async () => {
    const found = await texts({ text: 'American Academy of', category: 'college_ceeb' });
    expect(found).toHaveLength(5);
    expect(found.at(-1)).toBe('American Academy of Art College');
  });

  it('searches each category on its own', async () => {
    const { body } = await find({ text: 'Lincoln High', category: 'hs_ceeb' });
    expect(body).toHaveLength(5);
    for (const suggestion of body) {
      expect(suggestion.text).toMatch(/^Lincoln High/i);
      expect(suggestion.id).toMatch(/^\d{6}$/);
    }
    expect(await texts({ text: 'Lincoln High', category: 'college_ceeb' })).not.toContain('Lincoln High School');
  });

  it('suggests street addresses by their line and ZIP codes by their first digits', async () => {
    const { body } = await find({ text: '627', category: 'address' });
    expect(body).toEqual([
      { text: '627 Emerson Street Northwest', id: 'street-2203', sub_text: 'Washington, DC 20011' },
      { text: '62701', id: '62701', sub_text: 'Springfield, IL' },
      { text: '62702', id: '62702', sub_text: 'Springfield, IL' },
      { text: '62703', id: '62703', sub_text: 'Springfield, IL' },
      { text: '62704', id: '62704', sub_text: 'Springfield, IL' },
    ]);
    const street = await texts({ text: '1745 T Street', category: 'address' });
    expect(street[0]).toBe('1745 T Street Southeast');
    expect(street.filter((text) => /^\d{5}$/.test(text))).toEqual([]);
  });

  it('gives max_results suggestions, at most 5, and refuses fewer than 1', async () => {
    const count = async (max_results: string) => (await find({ text: 'university', category: 'college_ceeb', max_results })).body.length;
    expect((await find({ text: 'university', category: 'college_ceeb' })).body).toHaveLength(5);
    expect(await count('1')).toBe(1);
    expect(await count('5')).toBe(5);
    expect(await count('6')).toBe(5);
    for (const max_results of ['0', '-1', '2.5', 'two', '']) {
      expect(await find({ text: 'university', category: 'college_ceeb', max_results })).toEqual({
        status: 400,
        body: { message: 'max_results must be a whole number from 1 to 5.' },
      });
    }
  });

  it('finds nothing for fewer than 2 characters, and refuses text longer than 100', async () => {
    for (const text of ['', 'h', '  h  ']) expect(await find({ text, category: 'college_ceeb' })).toEqual({ status: 200, body: [] });
    expect(await find({ text: 'zzqxjvw', category: 'college_ceeb' })).toEqual({ status: 200, body: [] });
    expect(await find({ text: 'a'.repeat(101), category: 'college_ceeb' })).toEqual({
      status: 400,
      body: { message: 'text must be at most 100 characters.' },
    });
  });

  it('refuses an unknown or missing category, and a request with neither text nor id', async () => {
    const unknown = { status: 400, body: { message: 'category must be one of: college_ceeb, hs_ceeb, address.' } };
    expect(await find({ text: 'Harvard', category: 'colleges' })).toEqual(unknown);
    expect(await find({ text: 'Harvard' })).toEqual(unknown);
    expect(await find({ category: 'college_ceeb' })).toEqual({
      status: 400,
      body: { message: 'Give the text to search for, or the id of a record.' },
    });
  });
});

describe('GET /lookup/find?id=&category=', () => {
  it("gives a college's fields as the school block names them: the state's name and the country's code", async () => {
    expect(await find({ id: '166027', category: 'college_ceeb' })).toEqual({
      status: 200,
      body: {
        name: 'Harvard University',
        ceeb: '3442',
        address_line_1: 'Massachusetts Hall',
        city: 'Cambridge',
        state: 'Massachusetts',
        zip: '02138',
        country: 'USA',
      },
    });
    expect((await find({ id: '439969', category: 'college_ceeb' })).body).toMatchObject({ ceeb: '', state: 'Florida' });
  });

  it("gives a high school's CEEB code, which is its id", async () => {
    expect((await find({ id: '011635', category: 'hs_ceeb' })).body).toEqual({
      name: 'Lincoln High School',
      ceeb: '011635',
      address_line_1: '',
      city: 'LINCOLN',
      state: 'Alabama',
      zip: '35096',
      country: 'USA',
    });
  });

  it('gives a street address its lines, and a ZIP code only city, state, zip and country', async () => {
    expect((await find({ id: 'street-2203', category: 'address' })).body).toEqual({
      address_line_1: '627 Emerson Street Northwest',
      address_line_2: '',
      city: 'Washington',
      state: 'District of Columbia',
      zip: '20011',
      country: 'USA',
    });
    expect((await find({ id: '62701', category: 'address' })).body).toEqual({
      city: 'Springfield',
      state: 'Illinois',
      zip: '62701',
      country: 'USA',
    });
    expect((await find({ id: '96860', category: 'address' })).body).toMatchObject({ city: 'FPO AA', state: 'Armed Forces Americas' });
    expect((await find({ id: '96860-2', category: 'address' })).body).toMatchObject({ state: 'Hawaii' });
  });

  it('answers 404 with a message for an id the category does not have', async () => {
    expect(await find({ id: '166027', category: 'hs_ceeb' })).toEqual({
      status: 404,
      body: { message: 'No high school has the id "166027".' },
    });
  });
});

describe('the lookup over GraphQL', () => {
  it('searches with lookup, as the REST path does', async () => {
    const { data } = await graphql(`{ lookup(category: college_ceeb, text: "Stanfrod", maxResults: 2) { text id subText } }`);
    expect(data.lookup).toEqual([
      { text: 'Stanford University', id: '243744', subText: 'Stanford, CA' },
      expect.objectContaining({ id: expect.any(String) }),
    ]);
  });

  it('gives a record with lookupDetail, null where the place fills no field, and NOT_FOUND for an unknown id', async () => {
    const fields = 'name ceeb addressLine1 addressLine2 city state zip country';
    const { data } = await graphql(`{ lookupDetail(category: address, id: "62701") { ${fields} } }`);
    expect(data.lookupDetail).toEqual({
      name: null,
      ceeb: null,
      addressLine1: null,
      addressLine2: null,
      city: 'Springfield',
      state: 'Illinois',
      zip: '62701',
      country: 'USA',
    });
    const missing = await graphql(`query ($id: ID!) { lookupDetail(category: hs_ceeb, id: $id) { name } }`, { id: 'nope' });
    expect(missing.errors?.[0]).toMatchObject({ message: 'No high school has the id "nope".', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses a bad maxResults with BAD_USER_INPUT', async () => {
    const { errors } = await graphql(`{ lookup(category: hs_ceeb, text: "Lincoln", maxResults: 0) { id } }`);
    expect(errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});
