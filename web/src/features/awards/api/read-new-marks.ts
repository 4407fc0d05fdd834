import { home } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function readNewMarks(): Promise<void> {
  await http.request(home.readNewMark, { body: { kind: 'awards' }, quiet: true });
}
