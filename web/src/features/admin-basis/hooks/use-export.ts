import { useState } from 'react';
import { exportFile, type ExportRoute } from '../api/export-file';
import type { Filters } from '../api/types';

/** An export's state: null when idle, else the kilobytes received so far. */
export function useExport(route: ExportRoute, fileName: string) {
  const [receivedKb, setReceivedKb] = useState<number | null>(null);
  const run = async (filters: Filters) => {
    setReceivedKb(0);
    try {
      await exportFile(route, filters, fileName, (bytes) => setReceivedKb(Math.round(bytes / 1024)));
    } finally {
      setReceivedKb(null);
    }
  };
  return { receivedKb, run };
}
