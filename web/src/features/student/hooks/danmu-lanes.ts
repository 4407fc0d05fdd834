export interface DanmuPlacement {
  id: number;
  content: string;
  lane: number;
  /** Seconds before the message first enters. */
  delay: number;
  /** Seconds one crossing takes. */
  duration: number;
}

export const DANMU_LANES = 3;

/**
 * Spreads the messages over the lanes and staggers them, so no two in one lane overlap:
 * a lane starts its next message only after the previous one has travelled a while.
 */
export function placeDanmu(messages: readonly { id: number; content: string }[]): DanmuPlacement[] {
  const duration = Math.max(12, messages.length * 2);
  return messages.map((message, index) => ({
    ...message,
    lane: index % DANMU_LANES,
    delay: index * (duration / Math.max(messages.length, 1)),
    duration,
  }));
}
