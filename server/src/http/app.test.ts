import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerKeys, answerMaxLength, answerValueType } from '@transfer/form';
import { NotFound, unexpectedErrorMessage } from '../errors';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import type { RestRoute } from './rest';

const routes: RestRoute[] = [
  { method: 'get', path: '/api/echo-missing', handle: async () => Promise.reject(new NotFound('No such thing.')) },
  { method: 'get', path: '/api/explode', handle: async () => Promise.reject(new Error('secret internals')) },
  { method: 'put', path: '/api/echo', handle: async (req) => ({ received: req.body }) },
  { method: 'delete', path: '/api/nothing', handle: async () => undefined },
];

describe('the web app', () => {
  let server: TestServer;
  let student: SignedInAgent;
  beforeAll(async () => {
    server = await startTestServer({ routes });
    student = await signedInAgent(server);
  });
  afterAll(() => server.close());

  it('answers /healthz with 200 {"status":"ok"} when Postgres and Redis answer', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    for (const path of ['/api/echo', '/graphql']) {
      const response = await student.fetch(path, {
        method: path === '/graphql' ? 'POST' : 'PUT',
        body: '{"answer":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
    }
  });

  it('answers a body over 128 kB with 413, and takes one just under: the longest save of the whole form fits', async () => {
    const longestSave = JSON.stringify(
      Object.fromEntries(answerKeys.map((key) => [key, answerValueType(key) === 'boolean' ? true : 'é'.repeat(answerMaxLength(key)!)])),
    );
    expect(Buffer.byteLength(longestSave)).toBeLessThan(128 * 1024);
    const just = JSON.stringify({ text: 'a'.repeat(128 * 1024 - 20) });
    const accepted = await student.fetch('/api/echo', { method: 'PUT', body: just });
    expect(accepted.status).toBe(200);
    const over = JSON.stringify({ text: 'a'.repeat(128 * 1024) });
    const refused = await student.fetch('/api/echo', { method: 'PUT', body: over });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('maps domain errors to their status and unforeseen ones to 500 without internals', async () => {
    const missing = await student.fetch('/api/echo-missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No such thing.' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exploded = await student.fetch('/api/explode');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(exploded.status).toBe(500);
    const text = await exploded.text();
    expect(JSON.parse(text)).toEqual({ message: unexpectedErrorMessage });
    expect(text).not.toContain('secret internals');
  });

  it('answers 204 when a route has nothing to say', async () => {
    expect((await student.fetch('/api/nothing', { method: 'DELETE' })).status).toBe(204);
  });

  it("answers a browser's page request for an unknown API path with a titled page in English", async () => {
    const response = await student.fetch('/api/unknown', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain('<title>Not Found</title>');
    expect(page).toContain('<h1>Not Found</h1><p>No route for GET /unknown.</p>');
  });

  it('answers unknown API paths with 404 JSON, and every other GET with the client', async () => {
    for (const path of ['/api/unknown', '/public/unknown', '/lookup/nothing', '/service/x']) {
      const response = await student.fetch(path);
      expect(response.status).toBe(404);
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string');
    }
    for (const path of ['/about', '/nope?x=1', '/final-steps']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('client index');
    }
  });
});

describe('/healthz when Redis is down', () => {
  it('answers 503 naming redis', async () => {
    const { createRedis } = await import('../jobs/connection');
    const deadRedis = createRedis('redis://127.0.0.1:1');
    deadRedis.on('error', () => undefined);
    const server = await startTestServer({ redis: deadRedis });
    try {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { down: string[]; message: unknown };
      expect(body.down).toEqual(['redis']);
      expect(typeof body.message).toBe('string');
    } finally {
      deadRedis.disconnect();
      await server.close();
    }
  });
});
