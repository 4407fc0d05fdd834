const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * An instant as this browser's clock reads it, 'YYYY-MM-DD HH:mm:ss' (the beacons' active_time, the
 * home's server time). Written out here rather than with a date library, which every page's entry
 * would otherwise download for these few formats.
 */
export function localDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}

/** 'YYYY-MM' of the instant on this browser's calendar. */
export const localMonth = (epochMs: number): string => localDateTime(epochMs).slice(0, 7);

/** 'HH:mm:ss' of the instant on this browser's clock. */
export const localClockTime = (epochMs: number): string => localDateTime(epochMs).slice(11);
