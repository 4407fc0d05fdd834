import { star } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function deleteStarRecord(id: number): Promise<void> {
  await http.request(star.deleteRecord, { body: { id } });
}
