// The review over GraphQL: who may ask, assignment by global ids, the queue, a submission to Ready for decision, the decision and its conflict, a send-back without a reason; and nothing of it on the student's side of the schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from 'graphql-relay';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { graphqlCall } from '../testing/graphql';
import { submittedApplications } from '../testing/review';
import { startTestServer, type TestServer } from '../testing/server';
import { staffAccessOf } from '../testing/staff';
import { sendBackReasonMessage } from './input';
import { reviewStaffOnlyMessage } from './reviewer';

let server: TestServer;
let token: string;
let staffId: string;
let student: SignedInAgent;
let applicationIds: string[];

/** What the review's fields answer, as far as these tests read them. */
type Data = Record<string, { [field: string]: unknown; edges: { node: { applicationId: string } }[]; version: number }>;

interface Answer {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function staffQuery(query: string, variables: Record<string, unknown> = {}, bearer = token): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await staffAccessOf(server.database.db).createToken('Dean@Example.edu');
  [{ id: staffId }] = await server.database.db.query<{ id: string }>(`SELECT id FROM account_read WHERE email = 'dean@example.edu'`);
  student = await signedInAgent(server);
  applicationIds = await submittedApplications(server.database.db, 'graphql', 3);
});
afterAll(() => server.close());

const reviewFields = `applicationId stage stageLabel version reviewsIn averageRating decision decidedBy queueNext
  assignments { reader submitted } reviews { reader rating submittedAt answers }`;

describe('the review over GraphQL', () => {
  it('refuses visitors (401) and students (403)', async () => {
    const document = '{ stageCounts { stage count } }';
    const anonymous = await graphqlCall(server, document);
    expect(anonymous.body.errors?.[0]).toMatchObject({ message: reviewStaffOnlyMessage, extensions: { code: 'UNAUTHENTICATED' } });
    const asStudent = await graphqlCall(server, document, {}, student.cookie);
    expect(asStudent.body.errors?.[0]).toMatchObject({ message: reviewStaffOnlyMessage, extensions: { code: 'FORBIDDEN' } });
  });

  it('assigns, queues, takes a review to Ready for decision, records one decision and refuses the second', async () => {
    const assigned = await staffQuery(
      'mutation($a: [ID!]!, $r: [ID!]!) { assignReaders(applicationIds: $a, readerIds: $r, spreadEvenly: true) { assigned movedToInReview } }',
      { a: applicationIds.map((id) => toGlobalId('StaffApplication', id)), r: [staffId] },
    );
    expect(assigned).toEqual({ data: { assignReaders: { assigned: 3, movedToInReview: 3 } } });
    const counts = await staffQuery('{ stageCounts { stage label count } }');
    expect(counts.data?.stageCounts).toContainEqual({ stage: 'in_review', label: 'In review', count: 3 });
    const filtered = await staffQuery('{ applications(first: 10, reviewStage: in_review) { edges { node { applicationId } } } }');
    expect(filtered.data?.applications.edges.map((edge) => edge.node.applicationId).sort()).toEqual([...applicationIds].sort());
    const none = await staffQuery('{ applications(first: 10, reviewStage: decided) { edges { node { applicationId } } } }');
    expect(none.data?.applications.edges).toEqual([]);
    // The worklist's counts and its export take the stage too (these fixtures reached no web status).
    const inReview = await staffQuery('{ applicationCounts(reviewStage: in_review) { status count } }');
    expect(inReview.data?.applicationCounts).toEqual([{ status: null, count: 3 }]);
    const exported = await fetch(`${server.url}/staff/exports/applications?format=csv&reviewStage=in_review`, {
      headers: { authorization: `Bearer ${token}` },
    });
    // The labels' header row, the keys' header row, and the three applications.
    expect((await exported.text()).trimEnd().split('\n')).toHaveLength(5);

    const queue = await staffQuery('{ myQueue(first: 2) { totalCount edges { node { applicationId name } } pageInfo { hasNextPage } } }');
    expect(queue.data?.myQueue).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(queue.data?.myQueue.edges.map((edge) => edge.node.applicationId)).toEqual(applicationIds.slice(0, 2));

    const [applicationId] = applicationIds;
    const bad = await staffQuery(
      'mutation($id: ID!) { saveReviewDraft(applicationId: $id, answers: { academic_record: "7" }) { rating } }',
      {
        id: applicationId,
      },
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const answers = {
      academic_record: '5',
      major_preparation: '4',
      personal_qualities: '3',
      review_comment: 'Fine.',
      recommendation: 'admit',
    };
    const submitted = await staffQuery(
      `mutation($id: ID!, $answers: JSONObject) { submitReview(applicationId: $id, answers: $answers) { ${reviewFields} } }`,
      {
        id: applicationId,
        answers,
      },
    );
    expect(submitted.data?.submitReview).toMatchObject({
      stage: 'ready_for_decision',
      stageLabel: 'Ready for decision',
      reviewsIn: 1,
      averageRating: 4,
      queueNext: applicationIds[1],
      assignments: [{ reader: 'dean@example.edu', submitted: true }],
    });

    const noReason = await staffQuery('mutation($id: ID!) { sendBackStage(applicationId: $id, reason: " ") { stage } }', {
      id: applicationId,
    });
    expect(noReason.errors?.[0]).toMatchObject({ message: sendBackReasonMessage, extensions: { code: 'BAD_USER_INPUT' } });

    const decide = `mutation($id: ID!, $v: Int!) { recordDecision(applicationId: $id, decision: admit, note: "Welcome", expectedVersion: $v) { ${reviewFields} } }`;
    const version = submitted.data?.submitReview.version;
    const decided = await staffQuery(decide, { id: applicationId, v: version });
    expect(decided.data?.recordDecision).toMatchObject({ stage: 'decided', decision: 'admit', decidedBy: 'dean@example.edu' });
    const again = await staffQuery(decide, { id: applicationId, v: version });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0].message).toMatch(/^dean@example\.edu recorded a decision at \d{4}-\d\d-\d\dT/);
  });

  it('tells the caller their role, and lists the readers to assign to admins alone', async () => {
    const access = staffAccessOf(server.database.db);
    const readerToken = await access.createToken('reader.one@example.edu', 1, 'reader');
    await access.createToken('reader.two@example.edu', 1, 'reader');
    const me = await staffQuery('{ reviewer { email role } }');
    expect(me.data?.reviewer).toEqual({ email: 'dean@example.edu', role: 'admin' });
    const asReader = await staffQuery('{ reviewer { id email role } }', {}, readerToken);
    expect(asReader.data?.reviewer).toMatchObject({ email: 'reader.one@example.edu', role: 'reader' });
    const listed = await staffQuery('{ reviewers { id email role } }');
    expect(listed.data?.reviewers).toEqual([
      { id: asReader.data?.reviewer.id, email: 'reader.one@example.edu', role: 'reader' },
      { id: expect.any(String), email: 'reader.two@example.edu', role: 'reader' },
    ]);
    const refused = await staffQuery('{ reviewers { id } }', {}, readerToken);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // The readers listed are who assignReaders takes.
    const [applicationId] = await submittedApplications(server.database.db, 'listed', 1);
    const assigned = await staffQuery(
      'mutation($a: [ID!]!, $r: [ID!]!) { assignReaders(applicationIds: $a, readerIds: $r) { assigned movedToInReview } }',
      { a: [applicationId], r: (listed.data?.reviewers as unknown as { id: string }[]).map((reader) => reader.id) },
    );
    expect(assigned.data?.assignReaders).toEqual({ assigned: 2, movedToInReview: 1 });
    const queue = await staffQuery('{ myQueue(first: 5) { edges { node { applicationId number } } } }', {}, readerToken);
    expect(queue.data?.myQueue.edges).toEqual([{ node: { applicationId, number: expect.any(Number) } }]);
  });

  it("gives the student's side of the schema nothing of the review", () => {
    const schema = buildSchema(readFileSync(path.join(import.meta.dirname, '../../../schema.graphql'), 'utf8'));
    const application = schema.getType('Application');
    if (!isObjectType(application)) throw new Error('no Application type');
    expect(Object.keys(application.getFields()).filter((field) => /stage|review|decision|reader/i.test(field))).toEqual([]);
  });
});
