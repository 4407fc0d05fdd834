import dayjs from 'dayjs';
import { TRACKING, TRACKING_EVENT_IDS } from '@pingjia/contract';
import { describe, expect, it } from 'vitest';
import { buildTrackingEvent } from './build-event';
import type { TrackingEnvironment } from './build-event';

const NOW = 1_700_000_000_123;

function environment(userAgent = 'Mozilla/5.0 (X11; Linux x86_64)'): TrackingEnvironment {
  return { now: () => NOW, userAgent, screen: { width: 1920, height: 1080 } };
}

describe('buildTrackingEvent', () => {
  it('carries every §3 field, the §9 event id and versions', () => {
    const event = buildTrackingEvent(
      { eventId: TRACKING_EVENT_IDS.login, userId: 501, roleId: 8, durationMs: 1200, taskId: 9, crowdId: 'c1' },
      environment(),
    );
    expect(event).toEqual({
      appkey: TRACKING.appKey,
      app_version: '1.1.0',
      user_id: '501',
      role_id: '8',
      event_index: '00000001',
      active_time: dayjs(NOW).format('YYYY-MM-DD HH:mm:ss'),
      duration: '1200',
      resolution: '1920*1080',
      app_client: '1',
      task_id: '9',
      crowd_id: 'c1',
      Client: '1.0.0',
    });
  });

  it('reads the client kind from the user agent and leaves missing ids empty', () => {
    const android = buildTrackingEvent(
      { eventId: TRACKING_EVENT_IDS.logout, userId: null, roleId: -1 },
      environment('Mozilla/5.0 (Linux; Android 14; Pixel 8)'),
    );
    expect(android).toMatchObject({ app_client: '4', user_id: '', task_id: '', crowd_id: '', duration: '0' });
    const ios = buildTrackingEvent(
      { eventId: TRACKING_EVENT_IDS.bindAccount, userId: 3, roleId: 9 },
      environment('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'),
    );
    expect(ios).toMatchObject({ app_client: '5', event_index: '00000008' });
  });
});
