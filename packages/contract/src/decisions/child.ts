export interface ChildRef {
  id: string | number;
}

function findChild<T extends ChildRef>(children: readonly T[], id: string | number | null | undefined): T | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  return children.find((child) => String(child.id) === String(id));
}

/** §4 parent role: the requested child, else the previously chosen one, else the first; null with no children. */
export function chooseCurrentChild<T extends ChildRef>(
  children: readonly T[],
  requestedId?: string | number | null,
  previousId?: string | number | null,
): T | null {
  return findChild(children, requestedId) ?? findChild(children, previousId) ?? children[0] ?? null;
}
