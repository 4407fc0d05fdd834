import { describe, expect, it } from 'vitest';
import { trackingEventSchema } from './tracking.js';

const formFields = {
  appkey: 'pingjia-answerweb',
  app_version: '1.1.0',
  user_id: '1001',
  role_id: '35',
  event_index: '00000001',
  active_time: '2026-11-22 16:30:00',
  duration: '1200',
  resolution: '1920*1080',
  app_client: '4',
  Client: '1.0.0',
};

describe('trackingEventSchema (§3)', () => {
  it('reads a form-encoded beacon, coercing the numbers', () => {
    const event = trackingEventSchema.parse({ ...formFields, task_id: '9', crowd_id: '3' });
    expect(event).toMatchObject({ duration: 1200, app_client: 4, task_id: '9', crowd_id: '3' });
  });

  it('refuses an unknown client, a bad event id or a negative duration', () => {
    expect(trackingEventSchema.safeParse({ ...formFields, app_client: '2' }).success).toBe(false);
    expect(trackingEventSchema.safeParse({ ...formFields, event_index: 'login' }).success).toBe(false);
    expect(trackingEventSchema.safeParse({ ...formFields, duration: '-1' }).success).toBe(false);
  });
});
