import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'airshop-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.TEST_HOOKS).toBe(false);
  });

  it('names the variable and the problem when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it('treats an empty variable as not set', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.SESSION_SECRET).toHaveLength(43);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first.SESSION_SECRET);
  });

  it('prefers SESSION_SECRET from the environment and derives the public URL', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: secret, PORT: '8080' });
    expect(config.SESSION_SECRET).toBe(secret);
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.secureCookies).toBe(false);
    const https = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://shop.example.com/' });
    expect(https.publicUrl).toBe('https://shop.example.com');
    expect(https.secureCookies).toBe(true);
  });

  it('turns demo data on by default with the embedded database only, and lets DEMO_DATA decide', () => {
    const url = 'postgres://airshop@db.example/airshop';
    expect(loadConfig({ DATA_DIR: tmp() }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url, DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(() => parseEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('takes TRUST_PROXY as a list of proxy addresses and networks, never as "trust everyone"', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.2,proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps the demo accounts off on an address others can reach unless DEMO_DATA=on says so', () => {
    for (const HOST of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ DATA_DIR: tmp(), HOST }).demoData, HOST).toBe(true);
    }
    for (const HOST of ['0.0.0.0', '::', '192.168.1.10', 'shop.example.com', '::ffff:10.0.0.1']) {
      const config = loadConfig({ DATA_DIR: tmp(), HOST });
      expect(config.demoData, HOST).toBe(false);
      expect(config.demoDataOffBecause, HOST).toBe('non-loopback-host');
    }
    const explicit = loadConfig({ DATA_DIR: tmp(), HOST: '0.0.0.0', DEMO_DATA: 'on' });
    expect(explicit.demoData).toBe(true);
    expect(explicit.demoDataOffBecause).toBeUndefined();
  });
});
