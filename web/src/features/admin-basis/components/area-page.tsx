import { AreaManagersCard } from './area-managers-card';
import { AreaTreeCard } from './area-tree-card';

/** /adminIndex/basis/areaMananage: the areas in scope and the people who manage them. */
export function AreaPage() {
  return (
    <>
      <AreaTreeCard />
      <AreaManagersCard />
    </>
  );
}
