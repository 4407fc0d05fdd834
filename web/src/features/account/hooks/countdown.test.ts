import { describe, expect, it } from 'vitest';
import { secondsUntilResend } from './countdown';

describe('secondsUntilResend', () => {
  const sentAt = 1_000_000;

  it('allows a send when nothing was sent yet', () => {
    expect(secondsUntilResend(null, sentAt)).toBe(0);
  });

  it('counts 60 seconds down after a send', () => {
    expect(secondsUntilResend(sentAt, sentAt)).toBe(60);
    expect(secondsUntilResend(sentAt, sentAt + 500)).toBe(60);
    expect(secondsUntilResend(sentAt, sentAt + 59_001)).toBe(1);
    expect(secondsUntilResend(sentAt, sentAt + 60_000)).toBe(0);
    expect(secondsUntilResend(sentAt, sentAt + 90_000)).toBe(0);
  });
});
