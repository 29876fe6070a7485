import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080 and the offline provider', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      provider: 'offline',
      ai: { baseUrl: 'https://api.openai.com/v1', apiKey: undefined, model: 'gpt-4o-mini' },
      logLevel: 'info',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ OPENAI_API_KEY: '', AI_BASE_URL: ' ', PORT: undefined }).provider).toBe('offline');
  });

  it('uses OpenAI with a key, and any compatible service with a base URL', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' })).toMatchObject({ provider: 'openai-compatible', ai: { baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test' } });
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.1' })).toMatchObject({
      provider: 'openai-compatible',
      ai: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3.1' },
    });
  });

  it('reads PORT and HOST', () => {
    expect(loadConfig({ PORT: '3000', HOST: '0.0.0.0' })).toMatchObject({ port: 3000, host: '0.0.0.0' });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*"abc"/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be between 1 and 65535/],
    [{ PORT: '80.5' }, /^Invalid configuration: PORT must be a whole number/],
    [{ AI_BASE_URL: 'not a url' }, /^Invalid configuration: AI_BASE_URL must be an http\(s\) URL/],
    [{ AI_BASE_URL: 'ftp://example.com/v1' }, /^Invalid configuration: AI_BASE_URL/],
    [{ AI_MODEL: '  ' }, /^Invalid configuration: AI_MODEL must not be empty/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be one of/],
  ])('stops on %o with a one-line message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
