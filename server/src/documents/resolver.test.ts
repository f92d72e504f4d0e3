import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { pngImage } from '../testing/documents';
import { graphqlCall, type GraphQLAnswer } from '../testing/graphql';
import { postUpload, startDocumentsServer, type DocumentsTestServer, type UploadTarget } from '../testing/uploads';

let server: DocumentsTestServer;
let ada: SignedInAgent;
let grace: SignedInAgent;
beforeAll(async () => {
  server = await startDocumentsServer();
  [ada, grace] = await Promise.all([signedInAgent(server), signedInAgent(server)]);
});
afterAll(() => server.close());

async function graphql<T = Record<string, any>>(agent: SignedInAgent, query: string, variables: Record<string, unknown> = {}) {
  return (await graphqlCall<T>(server, query, variables, agent.cookie)).body as GraphQLAnswer<T>;
}

const documentFields = 'id answerKey fileName fileSize status message';
const createUploadTarget = `mutation ($answerKey: String!) { createUploadTarget(answerKey: $answerKey) { url fields } }`;
const startConversion = `mutation ($answerKey: String!, $fileKey: String!, $fileName: String!) {
  startConversion(answerKey: $answerKey, fileKey: $fileKey, fileName: $fileName) { ${documentFields} } }`;
const documentsQuery = `{ profile { application { id documents { ${documentFields} } } } }`;
const deleteDocument = `mutation ($answerKey: String!) { deleteDocument(answerKey: $answerKey) { id documents { id } } }`;

async function documentsOf(agent: SignedInAgent) {
  return (await graphql(agent, documentsQuery)).data?.profile.application.documents as { status: string }[];
}

describe('documents over GraphQL', () => {
  it('upload, convert, list and delete a document through the mutations and Application.documents', async () => {
    const png = pngImage({ width: 50, height: 80 });
    const { data: targetData } = await graphql<{ createUploadTarget: UploadTarget }>(ada, createUploadTarget, {
      answerKey: 'college_transcript',
    });
    const target = targetData!.createUploadTarget;
    expect(target.url).toBe('/api/upload');
    expect((await postUpload(ada, target, { bytes: png, name: 'scan.png' })).status).toBe(204);

    const started = await graphql(ada, startConversion, {
      answerKey: 'college_transcript',
      fileKey: target.fields.key,
      fileName: 'scan.png',
    });
    expect(started.data?.startConversion).toEqual({
      id: expect.any(String),
      answerKey: 'college_transcript',
      fileName: 'scan.png',
      fileSize: png.length,
      status: 'UNPROCESSED',
      message: null,
    });
    await expect.poll(async () => (await documentsOf(ada))[0].status, { timeout: 60_000, interval: 200 }).toBe('COMPLETED');
    expect(await documentsOf(ada)).toEqual([{ ...started.data?.startConversion, status: 'COMPLETED' }]);

    const deleted = await graphql(ada, deleteDocument, { answerKey: 'college_transcript' });
    expect(deleted.data?.deleteDocument.documents).toEqual([]);
    expect(await documentsOf(ada)).toEqual([]);
    const again = await graphql(ada, deleteDocument, { answerKey: 'college_transcript' });
    expect(again.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it("refuse another student's file key as NOT_FOUND, and a question that takes no file as BAD_USER_INPUT", async () => {
    const { data } = await graphql<{ createUploadTarget: UploadTarget }>(ada, createUploadTarget, { answerKey: 'college_transcript' });
    const stolen = await graphql(grace, startConversion, {
      answerKey: 'college_transcript',
      fileKey: data!.createUploadTarget.fields.key,
      fileName: 'scan.png',
    });
    expect(stolen.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await documentsOf(grace)).toEqual([]);
    const notAFile = await graphql(ada, createUploadTarget, { answerKey: 'first_name' });
    expect(notAFile.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
