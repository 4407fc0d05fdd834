import { star } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function deleteStarRecord(id: number): Promise<void> {
  await http.request<null>(star.deleteRecord, { body: { id } });
}
