// The network layer's request shape and its mapping of failed answers to UnauthorizedError and ServerError.
import { afterEach, describe, expect, it, vi } from 'vitest';
import persistedOperations from '../../persisted-operations.json';
import formPageQuery from '../form/__generated__/FormPageQuery.graphql';
import { ServerError, UnauthorizedError, unexpectedErrorMessage } from './errors';
import { postGraphQL } from './network';

function answerWith(body: string, status = 200) {
  const fetch = vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function post() {
  return postGraphQL(formPageQuery.params, {});
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the persisted operations', () => {
  it('are exactly the operations of the client, so the server runs nothing else (a stale entry: empty the file, npm run relay)', () => {
    const artifacts = import.meta.glob<{ default: { params?: { id: string | null; text: string | null } } }>(
      '../**/__generated__/*.graphql.ts',
      { eager: true },
    );
    const operations = Object.values(artifacts).flatMap((artifact) => (artifact.default.params ? [artifact.default.params] : []));
    expect(operations.every((operation) => operation.id !== null && operation.text === null)).toBe(true);
    expect(Object.keys(persistedOperations).sort()).toEqual(operations.map((operation) => operation.id).sort());
  });
});

describe('postGraphQL', () => {
  it('posts the operation to /graphql as same-origin JSON: its persisted id and the variables, never its text', async () => {
    const fetch = answerWith(JSON.stringify({ data: { profile: null } }));
    await expect(post()).resolves.toEqual({ data: { profile: null } });
    expect(fetch).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ id: formPageQuery.params.id, variables: {} }),
    });
  });

  it('turns a response that is not JSON into a ServerError with the generic message', async () => {
    answerWith('<html>Bad gateway</html>');
    const failure = post();
    await expect(failure).rejects.toBeInstanceOf(ServerError);
    await expect(failure).rejects.toThrow(unexpectedErrorMessage);
  });

  it('turns a 401 into an UnauthorizedError carrying the body message', async () => {
    answerWith(JSON.stringify({ message: 'Not signed in.' }), 401);
    const failure = post();
    await expect(failure).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(failure).rejects.toThrow('Not signed in.');
  });

  it('falls back to the generic message when a 401 body has no string message', async () => {
    answerWith(JSON.stringify({ message: 42 }), 401);
    await expect(post()).rejects.toThrow(new UnauthorizedError(unexpectedErrorMessage));
  });

  it('turns any other failed status into a ServerError carrying the body message', async () => {
    answerWith(JSON.stringify({ message: 'Too many requests.' }), 429);
    const failure = post();
    await expect(failure).rejects.toBeInstanceOf(ServerError);
    await expect(failure).rejects.toThrow('Too many requests.');
  });

  it('turns an UNAUTHENTICATED GraphQL error into an UnauthorizedError', async () => {
    answerWith(JSON.stringify({ data: null, errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const failure = post();
    await expect(failure).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(failure).rejects.toThrow('Sign in first.');
  });
});
