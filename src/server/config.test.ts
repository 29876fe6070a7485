import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080, the offline provider and the documented limits', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      provider: 'offline',
      ai: {
        baseUrl: 'https://api.openai.com/v1',
        apiKey: undefined,
        model: 'gpt-4o-mini',
        timeoutMs: 120_000,
        firstTokenTimeoutMs: 30_000,
        idleTimeoutMs: 30_000,
        maxConcurrency: 50,
        maxConcurrencyPerClient: 5,
        heartbeatMs: 15_000,
        basicAuth: undefined,
      },
      rateLimit: { max: 30, windowMs: 600_000 },
      writeRateLimit: { max: 300, windowMs: 600_000 },
      exportRateLimit: { max: 60, windowMs: 600_000 },
      readRateLimit: { max: 1200, windowMs: 600_000 },
      newWorkspaces: { max: 20, windowMs: 86_400_000 },
      requireSignIn: false,
      network: { requestMs: 60_000, idleMs: 30_000, maxConnectionsPerClient: 32 },
      trustProxy: false,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      redisUrl: undefined,
      shutdownGraceMs: 10_000,
      exports: { workers: 2 },
      database: { kind: 'embedded', dataDir: './data', healthTimeoutMs: 1000, thread: false },
      mail: undefined,
      logLevel: 'info',
    });
  });

  it('refuses an IDLE_TIMEOUT that would cut a quiet event stream between two heartbeats', () => {
    expect(() => loadConfig({ IDLE_TIMEOUT: '10s' })).toThrow(
      'Invalid configuration: IDLE_TIMEOUT (10000 ms) must be longer than SSE_HEARTBEAT_MS (15000 ms)',
    );
    expect(loadConfig({ IDLE_TIMEOUT: '10s', SSE_HEARTBEAT_MS: '5s' }).network.idleMs).toBe(10_000);
  });

  it('takes credentials out of AI_BASE_URL and sends them as Basic auth, never echoing them', () => {
    const { ai } = loadConfig({ AI_BASE_URL: 'https://gateway%40corp:pa%3Ass@llm.example.com/v1/' });
    expect(ai.baseUrl).toBe('https://llm.example.com/v1');
    expect(ai.basicAuth).toBe('gateway@corp:pa:ss');
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://user:hunter2@host/v1' })).toThrow('(got "ftp://***@host/v1")');
    try {
      loadConfig({ AI_BASE_URL: 'ftp://user:hunter2@host/v1' });
    } catch (error) {
      expect(String(error)).not.toContain('hunter2');
    }
  });

  it('refuses credentials in AI_BASE_URL together with OPENAI_API_KEY: one Authorization header cannot carry both', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://user:pass@llm.example.com/v1', OPENAI_API_KEY: 'sk-abc' })).toThrow(
      /AI_BASE_URL carries a user name and password and OPENAI_API_KEY is set too/,
    );
  });

  it('keeps work in DATA_DIR, or in the PostgreSQL server DATABASE_URL names', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/venturekit', DATABASE_THREAD: 'true' }).database).toEqual({
      kind: 'embedded',
      dataDir: '/var/lib/venturekit',
      healthTimeoutMs: 1000,
      thread: true,
    });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://vk:secret@db:5432/vk',
        DATA_DIR: '/ignored',
        DATABASE_TIMEOUT: '3s',
        DATABASE_HEALTH_TIMEOUT: '500',
      }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://vk:secret@db:5432/vk',
      statementTimeoutMs: 3000,
      healthTimeoutMs: 500,
    });
  });

  it('sends email only with SMTP_URL, from MAIL_FROM, and never echoes the URL', () => {
    expect(loadConfig({ MAIL_FROM: 'Team <team@example.com>' }).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Venturekit <no-reply@localhost>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'team@example.com' }).mail?.from).toBe(
      'team@example.com',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example.com' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL[^"]*$/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'nobody' })).toThrow(
      'Invalid configuration: MAIL_FROM must be an address',
    );
  });

  it('reads durations as milliseconds or with a unit', () => {
    expect(loadConfig({ AI_TIMEOUT_MS: '90s', RATE_LIMIT_WINDOW: '15m', AI_IDLE_TIMEOUT_MS: '2500' })).toMatchObject({
      ai: { timeoutMs: 90_000, idleTimeoutMs: 2500 },
      rateLimit: { windowMs: 900_000 },
    });
  });

  it('reads TRUST_PROXY as Fastify does: a boolean, a hop count or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ OPENAI_API_KEY: '', AI_BASE_URL: ' ', PORT: undefined }).provider).toBe('offline');
  });

  it('uses OpenAI with a key, and any compatible service with a base URL', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' })).toMatchObject({
      provider: 'openai-compatible',
      ai: { baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test' },
    });
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.1' })).toMatchObject({
      provider: 'openai-compatible',
      ai: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3.1' },
    });
  });

  it('reads PORT and HOST', () => {
    expect(loadConfig({ PORT: '3000', HOST: '0.0.0.0', ALLOWED_HOSTS: 'app.example.com' })).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
    });
  });

  it('answers to the loopback names by default, and must be told its names on any other address', () => {
    expect(loadConfig({ HOST: 'localhost' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ HOST: '::1' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /^Invalid configuration: ALLOWED_HOSTS must list the host names clients use .* when HOST is 0\.0\.0\.0/,
    );
    expect(
      loadConfig({ HOST: '0.0.0.0', ALLOWED_HOSTS: ' App.Example.com, *.example.org ,10.0.0.5' }).allowedHosts,
    ).toEqual(['App.Example.com', '*.example.org', '10.0.0.5']);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'http://app.example.com/' })).toThrow(
      /^Invalid configuration: ALLOWED_HOSTS must list host names/,
    );
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*"abc"/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be between 1 and 65535/],
    [{ PORT: '80.5' }, /^Invalid configuration: PORT must be a whole number/],
    [{ AI_BASE_URL: 'not a url' }, /^Invalid configuration: AI_BASE_URL must be an http\(s\) URL/],
    [{ AI_BASE_URL: 'ftp://example.com/v1' }, /^Invalid configuration: AI_BASE_URL/],
    [{ AI_MODEL: '  ' }, /^Invalid configuration: AI_MODEL must not be empty/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be one of/],
    [{ AI_TIMEOUT_MS: 'soon' }, /^Invalid configuration: AI_TIMEOUT_MS must be a duration/],
    [{ AI_MAX_CONCURRENCY: '0' }, /^Invalid configuration: AI_MAX_CONCURRENCY must be between 1/],
    [{ RATE_LIMIT_MAX: '-1' }, /^Invalid configuration: RATE_LIMIT_MAX must be between 0/],
    [{ EXPORT_WORKERS: '0' }, /^Invalid configuration: EXPORT_WORKERS must be between 1 and 64/],
    [{ REDIS_URL: 'http://localhost' }, /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/],
    // The password must not be echoed back.
    [
      { DATABASE_URL: 'mysql://u:hunter2@db/vk' },
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    ],
  ])('stops on %o with a one-line message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it("has every variable it reads in the README's configuration table, and no other", () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const documented = [...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
