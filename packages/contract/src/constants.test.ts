import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as constants from './constants.js';

describe('§9 constants', () => {
  it('hold the timeouts, ticks and debounces', () => {
    expect(constants.REQUEST_TIMEOUT_MS).toBe(600_000);
    expect(constants.TIME_SYNC_TIMEOUT_MS).toBe(1_500);
    expect(constants.TOAST_DURATION_MS).toBe(3_000);
    expect(constants.SCHOOL_SEARCH).toEqual({ debounceMs: 300, pageIndex: 1, pageSize: 50 });
    expect(constants.VISIBILITY_DEBOUNCE_MS).toBe(2_000);
    expect(constants.CLOCK_TICK_MS).toBe(1_000);
    expect(constants.TIME_CORRECTION_INTERVAL_MS).toBe(15_000);
    expect(constants.EYE_CARE_CHECK_INTERVAL_MS).toBe(300_000);
    expect(constants.EYE_CARE_REST_AFTER_MS).toBe(1_800_000);
  });

  it('hold the limits, defaults, dialog width, base path and image format', () => {
    expect(constants.LIMITS).toEqual({
      certificateCodeMax: 20,
      accountMin: 6,
      accountMax: 30,
      passwordMin: 6,
      passwordMax: 16,
      nameMin: 2,
      nameMax: 30,
      idCardBornFromYear: 2002,
    });
    expect(constants.DEFAULT_STAMINA).toEqual({ dayMaxFinish: 0, recentlyDay: 3 });
    expect(constants.RANDOM_ID_DEFAULT_LENGTH).toBe(16);
    expect(constants.LOGIN_CONFIRM_DIALOG_WIDTH).toBe(600);
    expect(constants.ROUTER_BASE).toBe('/client/answerweb/');
    expect(constants.MEDAL_IMAGE_EXTENSION).toBe('webp');
  });

  it('hold the storage keys and the local keys logout clears', () => {
    expect(Object.values(constants.SESSION_STORAGE_KEYS)).toEqual([
      'user',
      'permission',
      'answer',
      'realTimeReportPage',
    ]);
    expect(constants.LOCAL_STORAGE_KEYS).toMatchObject({ dict: 'dict', firstEntryTime: 'firstEntryTime' });
    expect(constants.LOGOUT_CLEARED_LOCAL_KEYS).toEqual(['showLogin']);
  });

  it('hold the tracking versions and event ids', () => {
    expect(constants.TRACKING).toMatchObject({ appVersion: '1.1.0', sdkVersion: '1.0.0' });
    expect(constants.TRACKING_EVENT_IDS).toEqual({
      login: '00000001',
      logout: '00000002',
      changeDefaultPassword: '00000005',
      bindAccount: '00000008',
      requestError: '00000020',
    });
  });
});

describe('appClientFromUserAgent', () => {
  it('is 4 on Android, 5 on iOS, 1 otherwise', () => {
    expect(constants.appClientFromUserAgent('Mozilla/5.0 (Linux; Android 13; Pixel 7)')).toBe(4);
    expect(constants.appClientFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(5);
    expect(constants.appClientFromUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(5);
    expect(constants.appClientFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(1);
    expect(constants.appClientFromUserAgent('')).toBe(1);
  });
});

describe('randomId', () => {
  it('is 16 alphanumeric characters by default', () => {
    expect(constants.randomId()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('has the requested length', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 64 }), (length) => constants.randomId(length).length === length));
  });

  it('draws from the cryptographic source and drops bytes that would bias it', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    // First draw: only bytes >= 248 (rejected, 248 = 4 * 62); second draw: usable bytes.
    const filledWith = (byte: number) => (array: ArrayBufferView) => (array as Uint8Array).fill(byte);
    spy.mockImplementationOnce(filledWith(250)).mockImplementationOnce(filledWith(0));
    expect(constants.randomId(4)).toBe('AAAA');
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
