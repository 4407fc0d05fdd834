import { userParent } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function unbindChild(studentId: number): Promise<void> {
  await http.request(userParent.unBindParents, { query: { studentId } });
}
