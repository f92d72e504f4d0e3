// The REST helper: request shape (JSON, body only with a payload, same-origin), the shared error mapping, and 401 reporting.
import { backgroundRequestHeader } from '@transfer/form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../test/fetch';
import { ServerError, UnauthorizedError, unexpectedErrorMessage } from './errors';
import { rest } from './rest';
import { onUnauthorized } from './unauthorized';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rest', () => {
  it('sends the payload as JSON, same-origin, and resolves with the JSON answer', async () => {
    const server = stubServer({ 'PUT /api/answer': { body: { message: 'Saved.' } } });
    await expect(rest('PUT', '/api/answer', { first_name: 'Ada' })).resolves.toEqual({ message: 'Saved.' });
    expect(server.calls[0].init).toEqual({
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ first_name: 'Ada' }),
    });
  });

  it('sends no body without a payload', async () => {
    const server = stubServer({ 'GET /api/logout': { body: { message: 'Bye.' } } });
    await rest('GET', '/api/logout');
    expect(server.calls[0].init).not.toHaveProperty('body');
    expect(server.calls[0].init.headers).toEqual({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('turns an answer that is not JSON into a ServerError with the generic message', async () => {
    stubServer({ 'POST /public/login': { raw: '<html>Bad gateway</html>' } });
    const failure = rest('POST', '/public/login', {});
    await expect(failure).rejects.toBeInstanceOf(ServerError);
    await expect(failure).rejects.toThrow(unexpectedErrorMessage);
  });

  it('turns a 401 into an UnauthorizedError with the body message', async () => {
    stubServer({ 'POST /public/login': { status: 401, body: { message: 'Incorrect username or password.' } } });
    const failure = rest('POST', '/public/login', {});
    await expect(failure).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(failure).rejects.toThrow('Incorrect username or password.');
  });

  it('turns another failed status into a ServerError with the body message and its field problems', async () => {
    stubServer({
      'POST /public/signup': { status: 400, body: { message: 'Check your details.', errors: { username: 'Taken.', code: 4 } } },
    });
    const failure = await rest('POST', '/public/signup', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    expect((failure as ServerError).message).toBe('Check your details.');
    expect((failure as ServerError).fieldErrors).toEqual({ username: 'Taken.' });
  });

  it.each([{ message: 42 }, 'text', null])('falls back to the generic message for the error body %j', async (body) => {
    stubServer({ 'POST /public/signup': { status: 429, body } });
    await expect(rest('POST', '/public/signup', {})).rejects.toThrow(new ServerError(unexpectedErrorMessage));
  });

  it('turns an unreachable server into a ServerError with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(rest('GET', '/api/profile')).rejects.toThrow(new ServerError(unexpectedErrorMessage));
  });

  it('reports a 401 of a signed-in route to the app shell, but not one of a public route or an opted-out call', async () => {
    stubServer({
      'GET /api/profile': { status: 401, body: { message: 'Gone.' } },
      'GET /api/logout': { status: 401, body: { message: 'Gone.' } },
      'POST /public/login': { status: 401, body: { message: 'Wrong.' } },
    });
    const reported = vi.fn();
    const stop = onUnauthorized(reported);
    await rest('POST', '/public/login', {}).catch(() => {});
    await rest('GET', '/api/logout', undefined, { reportUnauthorized: false }).catch(() => {});
    expect(reported).not.toHaveBeenCalled();
    await expect(rest('GET', '/api/profile')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(reported).toHaveBeenCalledWith(new UnauthorizedError('Gone.'));
    stop();
  });
});

describe('a background poll', () => {
  it('carries the background header, so that the server does not take it for activity', async () => {
    const server = stubServer({ 'GET /api/pdf': { body: { status: 'COMPLETED', url: '/pdf' } } });
    await rest('GET', '/api/pdf', undefined, { background: true });
    await rest('GET', '/api/pdf');
    const [poll, asked] = server.callsTo('GET /api/pdf').map((call) => new Headers(call.init.headers).get(backgroundRequestHeader));
    expect(poll).toBe('1');
    expect(asked).toBeNull();
  });
});
