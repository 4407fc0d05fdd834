import { chooseCurrentChild } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { childrenQueryOptions } from '../api/get-children';
import { parentStore } from './child-store';

/** §4 parent role: the bound children and the current one (requested, else previously chosen, else first). */
export function useCurrentChild() {
  const children = useQuery(childrenQueryOptions);
  const [searchParams, setSearchParams] = useSearchParams();
  const previousId = useStore(parentStore, (state) => state.currentStudentId);
  const list = children.data ?? [];
  const current = chooseCurrentChild(list, searchParams.get('studentId'), previousId);

  function choose(studentId: number): void {
    parentStore.getState().chooseChild(studentId);
    if (searchParams.has('studentId')) {
      searchParams.delete('studentId');
      setSearchParams(searchParams, { replace: true });
    }
  }

  return { children, list, current, choose };
}
