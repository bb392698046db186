import type { ClassNode } from '../../lib/menuTree';

/** What /twoClass/{id}/{x} shows. */
export type TwoClassEntry = 'child' | 'document' | 'pending' | 'ask-server';

/**
 * Spec section 2: {x} is a sub-class when the class has children, otherwise a document (search
 * results link to /twoClass/{class}/{document} for classes without children).
 * Decided from the menu tree once it is complete; a class the tree does not know (tree failed to
 * load, or the class is new) is asked of the server.
 */
export function classifyTwoClassEntry(
  tree: readonly ClassNode[],
  treeReady: boolean,
  classId: number,
  x: number,
): TwoClassEntry {
  if (!treeReady) return 'pending';
  const node = tree.find((item) => item.id === classId);
  if (!node) return 'ask-server';
  return node.children.some((child) => child.id === x) ? 'child' : 'document';
}
