import type { OneClass, OneClassChild } from '@dongman/api-client';

export interface ClassNode {
  id: number;
  name: string;
  children: OneClassChild[];
}

/**
 * The material center tree: the class list (in display order) with sub-classes attached by
 * oneClassId. Children whose parent is not in the list are dropped.
 */
export function attachChildren(
  classes: readonly OneClass[],
  children: readonly OneClassChild[],
): ClassNode[] {
  const byParent = new Map<number, OneClassChild[]>();
  for (const child of children) {
    const siblings = byParent.get(child.oneClassId) ?? [];
    siblings.push(child);
    byParent.set(child.oneClassId, siblings);
  }
  return [...classes]
    .sort((a, b) => a.sort - b.sort)
    .map((cls) => ({ id: cls.id, name: cls.name, children: byParent.get(cls.id) ?? [] }));
}

export function findClass(tree: readonly ClassNode[], classId: number): ClassNode | undefined {
  return tree.find((node) => node.id === classId);
}
