import { admin, type Schemas } from '../../lib/api';

export type TreeClass = Schemas['AdminClass'];
export type TreeChild = Schemas['AdminChildClass'];
export type Entitlement = Schemas['EntitlementKey'];

// The class tree's calls: each resolves true when the server accepted the change (its message is
// shown by the caller), false otherwise (the failure toast comes from the client's events).

export const loadTree = (signal?: AbortSignal) =>
  admin.call(admin.raw.GET('/api/admin/classes', { signal }));

type Done = Promise<{ ok: boolean; message: string } | undefined>;

export const createClass = (name: string, entitlement: Entitlement | null): Done =>
  admin.call(admin.raw.POST('/api/admin/classes', { body: { name, entitlement } }));

/** The path parameter of one class or one child class. */
const oneClass = (classId: number) => ({ params: { path: { classId } } });
const child = (childId: number) => ({ params: { path: { childId } } });

export const updateClass = (id: number, name: string, entitlement: Entitlement | null): Done =>
  admin.call(
    admin.raw.PUT('/api/admin/classes/{classId}', { ...oneClass(id), body: { name, entitlement } }),
  );

export const deleteClass = (id: number): Done =>
  admin.call(admin.raw.DELETE('/api/admin/classes/{classId}', oneClass(id)));

export const reorderClasses = (ids: number[]): Done =>
  admin.call(admin.raw.PUT('/api/admin/class-order', { body: { ids } }));

export const createChild = (classId: number, name: string): Done =>
  admin.call(
    admin.raw.POST('/api/admin/classes/{classId}/children', {
      ...oneClass(classId),
      body: { name },
    }),
  );

export const renameChild = (id: number, name: string): Done =>
  admin.call(admin.raw.PUT('/api/admin/child-classes/{childId}', { ...child(id), body: { name } }));

export const deleteChild = (id: number): Done =>
  admin.call(admin.raw.DELETE('/api/admin/child-classes/{childId}', child(id)));

export const reorderChildren = (classId: number, ids: number[]): Done =>
  admin.call(
    admin.raw.PUT('/api/admin/classes/{classId}/child-order', {
      ...oneClass(classId),
      body: { ids },
    }),
  );

export const moveChild = (id: number, oneClassId: number): Done =>
  admin.call(
    admin.raw.POST('/api/admin/child-classes/{childId}/move', {
      ...child(id),
      body: { oneClassId },
    }),
  );

/** The ids with the one at `index` swapped with its neighbour (`step` −1 up, +1 down). */
export function swapped(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const other = index + step;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
