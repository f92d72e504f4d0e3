// The form's rules on the server: whatever a write sends, what a condition hides is not kept, a controlling answer's change clears its select, a group keeps its true branch, and the audit names only what changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabGroupOf, type Answers } from '@transfer/form';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { createStudent, type Student } from '../testing/students';
import { ApplicationService } from './service';
import { postedTo } from '../testing/application-requests';

let database: TestDatabase;
let applications: ApplicationService;
let posted: ReturnType<typeof postedTo>;

beforeAll(async () => {
  database = await createTestDatabase();
  applications = new ApplicationService(database.db, () => new Date('2026-03-01T12:00:00Z'));
  posted = postedTo(applications);
});
afterAll(() => database.drop());

let students = 0;
const student = (): Promise<Student> => createStudent(database.db, `rules-${++students}@example.com`);

const answersOf = async (someone: Student) => (await applications.get(someone)).answers;

const auditOf = async (someone: Student) =>
  database.db.query<{ keys: string[]; previous: Record<string, unknown> }>(
    `SELECT keys, previous FROM answer_event e JOIN application a ON a.id = e.application_id WHERE a.user_id = $1 ORDER BY e.id`,
    [someone.id],
  );

const mailingAddress: Answers = {
  mailing_address_line_1: '1845 SW Maple Street',
  mailing_city: 'Portland',
  mailing_state: 'Oregon',
  mailing_state_desc: 'Oregon',
  mailing_country: 'USA',
  mailing_country_desc: 'United States of America',
};

describe('a save, ruled on by the server', () => {
  it('keeps no answer of a question its condition hides, and clears (with _desc) those a change hides', async () => {
    const ada = await student();
    await posted.save(ada, { mailing_addr_same_as_perm_addr: true, ...mailingAddress, first_name: 'Ada' });
    expect(await answersOf(ada)).toEqual({ mailing_addr_same_as_perm_addr: true, first_name: 'Ada' });

    await posted.save(ada, { mailing_city: 'Salem' });
    expect((await answersOf(ada)).mailing_city).toBeUndefined();

    await posted.save(ada, { mailing_addr_same_as_perm_addr: false, ...mailingAddress });
    expect(await answersOf(ada)).toMatchObject(mailingAddress);

    // The box ticked again hides the mailing address: every answer of it goes, and the audit keeps what they were.
    const hidden = await posted.save(ada, { mailing_addr_same_as_perm_addr: true });
    expect(hidden.answers).toMatchObject(Object.fromEntries(Object.keys(mailingAddress).map((key) => [key, ''])));
    const last = (await auditOf(ada)).at(-1)!;
    expect(last.keys.sort()).toEqual(['mailing_addr_same_as_perm_addr', ...Object.keys(mailingAddress)].sort());
    expect(last.previous).toMatchObject({ mailing_addr_same_as_perm_addr: false, ...mailingAddress });
  });

  it('clears a conditional select and its _desc when its controlling answer changes, unless the change sets it too', async () => {
    const ada = await student();
    await posted.save(ada, { country: 'USA', country_desc: 'United States', state: 'Oregon', state_desc: 'Oregon' });
    await posted.save(ada, { country: 'CAN', country_desc: 'Canada' });
    expect(await answersOf(ada)).toMatchObject({ country: 'CAN', state: '', state_desc: '' });

    // A chosen place sets the country and the state at once: both are kept.
    await posted.save(ada, { country: 'USA', country_desc: 'United States', state: 'Illinois', state_desc: 'Illinois' });
    expect(await answersOf(ada)).toMatchObject({ country: 'USA', state: 'Illinois', state_desc: 'Illinois' });
  });

  it('keeps the true branch of a conditional group only', async () => {
    const ada = await student();
    await posted.save(ada, { citizenship_type: 'US', legal_state: 'Oregon', legal_state_desc: 'Oregon' });
    await posted.save(ada, { citizenship_type: 'INTL', citizenship_visa_status: 'F-1', legal_state: 'Ohio' });
    expect(await answersOf(ada)).toMatchObject({
      citizenship_type: 'INTL',
      citizenship_visa_status: 'F-1',
      legal_state: '',
      legal_state_desc: '',
    });

    await posted.save(ada, { citizenship_type: 'US' });
    expect(await answersOf(ada)).toMatchObject({ citizenship_type: 'US', citizenship_visa_status: '' });
  });

  it('writes an audit row naming only the keys whose value changed, and none for a save that changes nothing', async () => {
    const ada = await student();
    await posted.save(ada, { first_name: 'Ada', last_name: 'Lovelace' });
    const before = await applications.get(ada);
    const same = await posted.save(ada, { first_name: 'Ada', last_name: 'Lovelace', middle_name: '' });
    expect(same.version).toBe(before.version);
    await posted.save(ada, { first_name: 'Ada', last_name: 'King' });
    expect(await auditOf(ada)).toEqual([
      { keys: ['first_name', 'last_name'], previous: { first_name: null, last_name: null } },
      { keys: ['last_name'], previous: { last_name: 'Lovelace' } },
    ]);
  });

  it("applies the same rules to a visitor's carried answers and to a restore link", async () => {
    const ada = await student();
    await posted.saveVisitorAnswers(ada, { mailing_addr_same_as_perm_addr: true, mailing_city: 'Portland', first_name: 'Ada' });
    expect(await answersOf(ada)).toEqual({ mailing_addr_same_as_perm_addr: true, first_name: 'Ada' });

    const token = await posted.createRestoreLink(
      { citizenship_type: 'INTL', citizenship_visa_status: 'F-1', legal_state: 'Ohio' },
      '203.0.113.7',
    );
    expect(await applications.restoreLinkChanges(ada, token)).toBe(2);
    await applications.applyRestoreLink(ada, token);
    expect(await answersOf(ada)).toMatchObject({ citizenship_type: 'INTL', citizenship_visa_status: 'F-1' });
    expect((await answersOf(ada)).legal_state).toBeUndefined();
  });

  it('clears the answers of the add-another instances a lower count hides', async () => {
    const ada = await student();
    await posted.setAddAnother(ada, 'college', 2);
    await posted.save(ada, { college_name: 'Portland Community College', college_2_name: 'Mt. Hood Community College' });
    const fewer = await posted.setAddAnother(ada, 'college', 1);
    expect(fewer.answers).toMatchObject({ college_name: 'Portland Community College', college_2_name: '' });
  });
});

describe('tab switches', () => {
  const transcript = tabGroupOf('transcript')!;

  it('work for every pair of tabs in both directions, tabs without answer keys included', async () => {
    const ada = await student();
    for (const from of transcript.tabs) {
      for (const to of transcript.tabs) {
        if (from.id === to.id) continue;
        await posted.setTab(ada, transcript.tabId, from.id);
        const switched = await posted.setTab(ada, transcript.tabId, to.id);
        expect(switched.tabs[transcript.tabId]).toBe(to.id);
      }
    }
  });
});
