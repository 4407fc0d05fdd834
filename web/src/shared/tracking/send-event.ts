import { envelopeMessage, isSuccessEnvelope, TOKEN_HEADER, tracking } from '@pingjia/contract';
import type { TrackingEventId } from '@pingjia/contract';
import { readToken } from '../browser/cookies';
import { showToast } from '../feedback/toast';
import { i18n } from '../i18n';
import { userStore } from '../stores/user-store';
import { buildTrackingEvent } from './build-event';
import type { TrackingPayload } from './build-event';

export type TrackingChannel = keyof typeof tracking;

/** Posts one beacon form-encoded. A beacon never breaks the page: a failure is only a prefixed toast. */
export async function postTrackingEvent(
  channel: TrackingChannel,
  event: TrackingPayload & Record<string, string>,
): Promise<void> {
  try {
    const response = await fetch(tracking[channel].path, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: readToken() },
      body: new URLSearchParams({ ...event }),
      // The logout beacon leaves as the page navigates away.
      keepalive: true,
    });
    if (!response.ok) throw new Error(response.statusText || String(response.status));
    const body: unknown = await response.json().catch(() => null);
    if (!isSuccessEnvelope(body)) throw new Error(envelopeMessage(body));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    showToast(`${i18n.t('tracking.word')}: ${reason}`, 'error');
  }
}

export interface TrackOptions {
  durationMs?: number;
  taskId?: string | number;
  crowdId?: string | number;
  /** Channel-specific fields sent beside the §3 ones (the abnormal channel's url, status, message). */
  extra?: Record<string, string>;
}

/** Builds an event for the signed-in user and current role, and sends it on the given channel. */
export function track(channel: TrackingChannel, eventId: TrackingEventId, options: TrackOptions = {}): void {
  const { userInfo, currentRole } = userStore.getState();
  const { extra = {}, ...fields } = options;
  const event = buildTrackingEvent(
    { eventId, userId: userInfo?.id, roleId: currentRole, ...fields },
    { now: Date.now, userAgent: navigator.userAgent, screen: window.screen },
  );
  void postTrackingEvent(channel, { ...extra, ...event });
}
