import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const env = {
  RAGFLOW_URL: 'https://ragflow.example.cn/rf/',
  RAGFLOW_API_KEY: 'ragflow-abc123',
  RAGFLOW_CHAT_ID: 'c0ffee_01',
};

describe('the RAGFlow settings', () => {
  it('leave the assistant off when none is set', () => {
    expect(loadConfig({}).ragflow).toBeNull();
  });

  it('are read together, the address without its trailing slash', () => {
    expect(loadConfig(env).ragflow).toEqual({
      baseUrl: 'https://ragflow.example.cn/rf',
      apiKey: 'ragflow-abc123',
      chatId: 'c0ffee_01',
    });
  });

  it.each([
    [{ RAGFLOW_URL: env.RAGFLOW_URL }, /set all three.*missing RAGFLOW_API_KEY, RAGFLOW_CHAT_ID/],
    [{ ...env, RAGFLOW_URL: 'ftp://ragflow.example.cn' }, /RAGFLOW_URL must be an http/],
    [{ ...env, RAGFLOW_URL: 'https://ragflow.example.cn/?x=1' }, /RAGFLOW_URL must be an http/],
    [{ ...env, RAGFLOW_API_KEY: 'two words' }, /RAGFLOW_API_KEY must be printable characters/],
    [{ ...env, RAGFLOW_CHAT_ID: '../admin' }, /RAGFLOW_CHAT_ID must be letters, digits/],
  ])('stop the start when wrong (%o)', (wrong, message) => {
    expect(() => loadConfig(wrong)).toThrow(message);
  });
});
