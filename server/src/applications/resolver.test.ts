import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../../../form/src/testing/valid-application';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { graphqlCall, type GraphQLAnswer } from '../testing/graphql';
import type { Json } from '../testing/json';
import { startTestServer, type TestServer } from '../testing/server';
import { restoreLinkNotFoundMessage, answersSavedMessage, applicationIncompleteMessage } from './messages';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function graphql<T = Record<string, Json>>(
  agent: SignedInAgent | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  return (await graphqlCall<T>(server, query, variables, agent?.cookie)).body;
}

const applicationFields = `id webStatus webStatuses lastPage answers addAnother tabs submittedAt`;

describe('the application over GraphQL', () => {
  let ada: SignedInAgent;
  let applicationId: string;
  beforeAll(async () => {
    ada = await signedInAgent(server);
  });

  it("is the profile's, created on first use, with a global id", async () => {
    const { data } = await graphql(ada, `{ profile { username application { ${applicationFields} } } }`);
    expect(data?.profile).toEqual({
      username: ada.email,
      application: {
        id: expect.any(String),
        webStatus: null,
        webStatuses: [],
        lastPage: null,
        answers: {},
        addAnother: {},
        tabs: {},
        submittedAt: null,
      },
    });
    applicationId = data?.profile.application.id;
    expect(Buffer.from(applicationId, 'base64').toString()).toMatch(/^Application:[0-9a-f-]{36}$/);
  });

  it('saves answers and gives each page only its own answers', async () => {
    const saved = await graphql(
      ada,
      `mutation Save($answers: JSONObject!) {
         saveAnswers(answers: $answers) {
           message
           application { id about: answers(page: "about") education: answers(page: "education") all: answers }
         }
       }`,
      { answers: { first_name: 'Ada', gender: 'F', gender_desc: 'Female', hs_name: 'Lakemont High' } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveAnswers).toEqual({
      message: answersSavedMessage,
      application: {
        id: applicationId,
        about: { first_name: 'Ada', gender: 'F', gender_desc: 'Female' },
        education: { hs_name: 'Lakemont High' },
        all: { first_name: 'Ada', gender: 'F', gender_desc: 'Female', hs_name: 'Lakemont High' },
      },
    });
    const unknownPage = await graphql(ada, `{ profile { application { answers(page: "completion") } } }`);
    expect(unknownPage.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses unknown keys with BAD_USER_INPUT naming them', async () => {
    const { errors } = await graphql(ada, `mutation { saveAnswers(answers: { favourite_colour: "teal" }) { message } }`);
    expect(errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { favourite_colour: expect.any(String) } });
  });

  it('sets the web status, the last page, validations, add-another and tabs, answering the application', async () => {
    const { data, errors } = await graphql(
      ada,
      `mutation {
         setWebStatus(webStatus: validating) { id webStatus webStatuses }
         setLastPage(lastPage: "/education") { id lastPage }
         saveValidations(errors: [{ key: "first_name", page: "about", message: "Required." }]) { id }
         setAddAnother(buttonId: "college", numComponents: 2) { id addAnother }
         setTab(tabId: "transcript", chosenTab: "later") { id tabs }
       }`,
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      setWebStatus: { id: applicationId, webStatus: 'validating', webStatuses: ['started', 'validating'] },
      setLastPage: { id: applicationId, lastPage: '/education' },
      saveValidations: { id: applicationId },
      setAddAnother: { id: applicationId, addAnother: { college: 2 } },
      setTab: { id: applicationId, tabs: { transcript: 'later' } },
    });
    const refused = await graphql(ada, `mutation { setAddAnother(buttonId: "college", numComponents: 11) { id } }`);
    expect(refused.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses to submit an incomplete application with BAD_USER_INPUT and the fields', async () => {
    const { data, errors } = await graphql(ada, `mutation { submitApplication { id } }`);
    expect(data).toBeNull();
    expect(errors?.[0].message).toBe(applicationIncompleteMessage);
    expect(errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(errors?.[0].extensions.fields ?? {})).toContain('birth_date');
  });

  it('submits a complete application', async () => {
    const max = await signedInAgent(server);
    await graphql(max, `mutation Save($answers: JSONObject!) { saveAnswers(answers: $answers) { message } }`, {
      answers: validApplication,
    });
    const { data } = await graphql(max, `mutation { submitApplication { webStatus webStatuses submittedAt } }`);
    expect(data?.submitApplication).toEqual({
      webStatus: 'submitted',
      webStatuses: ['started', 'validating', 'submitted'],
      submittedAt: expect.stringMatching(/Z$/),
    });
    const again = await graphql(max, `mutation { saveAnswers(answers: { first_name: "Changed" }) { message } }`);
    expect(again.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it("never shows one student another's application", async () => {
    const bee = await signedInAgent(server);
    const { data } = await graphql(bee, `{ profile { application { id answers tabs } } }`);
    expect(data?.profile.application.id).not.toBe(applicationId);
    expect(data?.profile.application).toMatchObject({ answers: {}, tabs: {} });
  });

  it('asks for a session for every mutation of the application', async () => {
    for (const mutation of [
      `saveAnswers(answers: {}) { message }`,
      `setWebStatus(webStatus: started) { id }`,
      `setLastPage(lastPage: "/about") { id }`,
      `saveValidations(errors: []) { id }`,
      `submitApplication { id }`,
      `setAddAnother(buttonId: "college", numComponents: 1) { id }`,
      `setTab(tabId: "transcript", chosenTab: "later") { id }`,
    ]) {
      const { errors } = await graphql(null, `mutation { ${mutation} }`);
      expect(errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('restore links over GraphQL', () => {
  it('are kept under a token without a session and restored by it', async () => {
    const saved = await graphql(null, `mutation { createRestoreLink(answers: { first_name: "Visitor" }) { token } }`);
    const token = saved.data?.createRestoreLink.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const restored = await graphql(null, `query Restore($token: String!) { restoreLinkAnswers(token: $token) }`, { token });
    expect(restored.data).toEqual({ restoreLinkAnswers: { first_name: 'Visitor' } });
    const unknown = await graphql(null, `{ restoreLinkAnswers(token: "unknown") }`);
    expect(unknown.errors?.[0]).toMatchObject({
      message: restoreLinkNotFoundMessage,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
