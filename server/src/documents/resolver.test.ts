import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../../../form/src/testing/valid-application';
import { applicationSubmittedMessage } from '../applications/messages';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { pngImage } from '../testing/documents';
import { graphqlCall, type GraphQLAnswer } from '../testing/graphql';
import type { Json } from '../testing/json';
import { postUpload, startDocumentsServer, type DocumentsTestServer, type UploadTarget } from '../testing/uploads';

let server: DocumentsTestServer;
let ada: SignedInAgent;
let grace: SignedInAgent;
beforeAll(async () => {
  server = await startDocumentsServer();
  [ada, grace] = await Promise.all([signedInAgent(server), signedInAgent(server)]);
});
afterAll(() => server.close());

async function graphql<T = Record<string, Json>>(agent: SignedInAgent, query: string, variables: Record<string, unknown> = {}) {
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

describe('documents over GraphQL after submission', () => {
  it('refuse createUploadTarget, startConversion and deleteDocument as FORBIDDEN, the document kept and still listed', async () => {
    const max = await signedInAgent(server);
    const png = pngImage({ width: 30, height: 30 });
    const upload = async () => {
      const { data } = await graphql<{ createUploadTarget: UploadTarget }>(max, createUploadTarget, { answerKey: 'college_transcript' });
      expect(data?.createUploadTarget.url).toBe('/api/upload');
      expect((await postUpload(max, data!.createUploadTarget, { bytes: png, name: 'scan.png' })).status).toBe(204);
      return data!.createUploadTarget.fields.key;
    };
    const convert = async () => {
      const started = await graphql(max, startConversion, {
        answerKey: 'college_transcript',
        fileKey: await upload(),
        fileName: 'scan.png',
      });
      expect(started.data?.startConversion.status).toBe('UNPROCESSED');
      await expect.poll(async () => (await documentsOf(max))[0].status, { timeout: 60_000, interval: 200 }).toBe('COMPLETED');
    };

    // Before submission: each mutation does its work.
    await convert();
    expect((await graphql(max, deleteDocument, { answerKey: 'college_transcript' })).data?.deleteDocument.documents).toEqual([]);
    await convert();
    const spareKey = await upload();
    const kept = await documentsOf(max);

    await graphql(max, `mutation Save($answers: JSONObject!) { saveAnswers(answers: $answers) { message } }`, {
      answers: validApplication,
    });
    expect((await graphql(max, `mutation { submitApplication { webStatus } }`)).data?.submitApplication).toEqual({
      webStatus: 'submitted',
    });

    const refusals = [
      await graphql(max, createUploadTarget, { answerKey: 'college_transcript' }),
      await graphql(max, startConversion, { answerKey: 'college_transcript', fileKey: spareKey, fileName: 'scan.png' }),
      await graphql(max, deleteDocument, { answerKey: 'college_transcript' }),
    ];
    for (const refused of refusals) {
      expect(refused.data).toBeNull();
      expect(refused.errors?.map(({ message, extensions }) => [extensions.code, message])).toEqual([
        ['FORBIDDEN', applicationSubmittedMessage],
      ]);
    }
    expect(await documentsOf(max)).toEqual(kept);
    expect(kept).toMatchObject([{ status: 'COMPLETED', fileName: 'scan.png' }]);
    const files = await server.database.db.query<{ key: string }>(
      `SELECT unnest(ARRAY[file_key, pdf_key]) AS key FROM document WHERE file_name = 'scan.png' AND status = 'COMPLETED'
       AND application_id = (SELECT a.id FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1)`,
      [max.email],
    );
    expect(files).toHaveLength(2);
    for (const { key } of files) expect((await stat(path.join(server.storageDir, key))).isFile()).toBe(true);
  });
});
