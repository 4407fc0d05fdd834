import { api } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function deleteStarRecord(id: number): Promise<void> {
  await http.request<null>(api.star.deleteRecord, { body: { id } });
}
