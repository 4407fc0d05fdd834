import type { ApiRoute } from '@pingjia/contract';
import { useState } from 'react';
import { exportFile } from '../api/export-file';

/** An export's state: null when idle, else the kilobytes received so far. */
export function useExport(route: ApiRoute, fileName: string) {
  const [receivedKb, setReceivedKb] = useState<number | null>(null);
  const run = async (body: object) => {
    setReceivedKb(0);
    try {
      await exportFile(route, body, fileName, (bytes) => setReceivedKb(Math.round(bytes / 1024)));
    } finally {
      setReceivedKb(null);
    }
  };
  return { receivedKb, run };
}
