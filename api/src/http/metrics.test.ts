// GET /metrics: Prometheus' text format with the requests by route and status, the pool, the queue and the
// database's state, readable from this machine or with METRICS_TOKEN, and from nowhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/server.ts';

const TOKEN = 'metrics-token-of-the-test-0123';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => server.close());

/** The value of one sample line, e.g. `stallfinder_jobs{queue="mail",state="waiting"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route and status, and reports the pool, the queue and the database', async () => {
    const client = server.client();
    const before = await client.get('/metrics');
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toContain('text/plain');
    const counted = (text: string, status: string) =>
      sample(text, 'stallfinder_http_requests_total', { method: 'GET', route: '/api/listings', status }) ?? 0;
    await client.get('/api/listings?region=germany');
    await client.get('/api/listings?region=germany');
    await client.get('/api/listings?region=mars');
    const after = (await client.get('/metrics')).text;
    expect(counted(after, '200') - counted(before.text, '200')).toBe(2);
    expect(counted(after, '400') - counted(before.text, '400')).toBe(1);
    expect(after).toContain('stallfinder_http_request_duration_seconds_bucket{');
    expect(sample(after, 'stallfinder_database_up')).toBe(1);
    expect(sample(after, 'stallfinder_database_unavailable_requests_total')).toBe(0);
    expect(sample(after, 'stallfinder_jobs', { queue: 'mail', state: 'failed' })).toBe(0);
    expect(sample(after, 'stallfinder_database_pool_connections', { state: 'used' })).toBeGreaterThanOrEqual(0);
    expect(after).toContain('process_resident_memory_bytes');
  });

  it('answers a proxied request only with the token', async () => {
    const client = server.client();
    const proxied = { 'X-Forwarded-For': '203.0.113.7' };
    expect((await client.get('/metrics', proxied)).status).toBe(403);
    expect((await client.get('/metrics', { ...proxied, Authorization: 'Bearer falsch' })).status).toBe(403);
    const allowed = await client.get('/metrics', { ...proxied, Authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('stallfinder_http_requests_total');
  });
});
