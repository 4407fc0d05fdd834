import { useState } from 'react';

/** Ours: '0' when the student switched the bullet comments off; remembered on this device. */
export const DANMU_STORAGE_KEY = 'danmuOn';

export function readDanmuOn(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  return storage?.getItem(DANMU_STORAGE_KEY) !== '0';
}

export function useDanmuPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readDanmuOn());
  const update = (next: boolean) => {
    globalThis.localStorage?.setItem(DANMU_STORAGE_KEY, next ? '1' : '0');
    setOn(next);
  };
  return [on, update];
}
