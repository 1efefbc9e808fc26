import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './platform/errors';
import { createVerifiedMember } from './test/accounts';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Aebro</title><div id="root"></div>',
  );
  for (const language of ['en', 'am', 'ti']) {
    fs.writeFileSync(
      path.join(webDir, `landing.${language}.html`),
      `<!doctype html><html lang="${language}"><div id="root" data-prerendered="${language}"></div>`,
    );
  }
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'sw.js'), '(function(){})();');
  t = await createTestApp({}, { webDistDir: webDir });
  const typed = t.app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/test/app-error', async () => {
    throw new AppError('FORBIDDEN', 403, 'Not yours.');
  });
  typed.get('/api/test/crash', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  typed.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(2) }) } },
    async (request) => ({
      name: request.body.name,
    }),
  );
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('turns an AppError into its status and code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Not yours.' } });
  });

  it('answers an unexpected failure with a 500 that reveals nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('hunter2');
  });

  it('answers invalid input with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues[0].path).toBe('body.name');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the browser app', () => {
  it('serves index.html for any client route (history fallback), never cached', async () => {
    for (const url of ['/dashboard', '/profile/123?tab=posts', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves / prerendered in the language of the cookie, else of Accept-Language, else English', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'en'],
      [{ 'accept-language': 'am-ET,am;q=0.9,en;q=0.8' }, 'am'],
      [{ 'accept-language': 'en-US,en;q=0.9,am;q=0.5' }, 'am'],
      [{ 'accept-language': 'fr-FR,fr;q=0.9' }, 'en'],
      [{ cookie: 'other=1; aebro.language=am' }, 'am'],
      [{ cookie: 'aebro.language=en', 'accept-language': 'am' }, 'en'],
      [{ cookie: 'aebro.language=fr', 'accept-language': 'am' }, 'am'],
      [{ 'accept-language': 'ti-ER,ti;q=0.9,en;q=0.8' }, 'ti'],
      [{ 'accept-language': 'en-US,en;q=0.9,ti;q=0.5,am;q=0.4' }, 'ti'],
      [{ cookie: 'aebro.language=ti', 'accept-language': 'am' }, 'ti'],
      [{ cookie: 'aebro.language=am', 'accept-language': 'ti' }, 'am'],
    ];
    for (const [headers, language] of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/?type=business', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body, JSON.stringify(headers)).toContain(`data-prerendered="${language}"`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Cookie');
    }
  });

  it('sends a signed-in member from / to the dashboard', async () => {
    const member = await createVerifiedMember(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `aebro.language=en; ${member.jar.header()}` },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('data-prerendered="en"');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker /sw.js from the build, never cached, allowed as a worker', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
