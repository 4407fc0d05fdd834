import { home } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** The student has read the reset notices (readNewMark, resets only: new medals stay new). */
export async function readResetNotices(): Promise<void> {
  await http.request(home.readNewMark, { body: { kind: 'resets' } });
}
