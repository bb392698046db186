import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { badRequest, conflict, found, notFound, ok } from '../../../lib/errors.js';
import * as tree from '../../../repositories/documents.js';
import * as classRepo from '../../../repositories/classes.js';
import { findChild, findClass, listChildren, listClasses } from '../../../repositories/catalog.js';
import { audited, withAudit } from '../../../services/audit.js';
import type { Handlers } from '../common.js';

type Db = Kysely<Database>;

/** The whole tree with document counts (published or not), as the console shows it. */
async function classTree(db: Db) {
  const [classes, children, counts] = await Promise.all([
    listClasses(db),
    listChildren(db),
    classRepo.documentCounts(db),
  ]);
  const count = (classId: number, childId?: number) =>
    counts
      .filter((c) => c.one_class_id === classId)
      .filter((c) => childId === undefined || c.one_class_children_id === childId)
      .reduce((sum, c) => sum + c.n, 0);
  return classes.map((cls) => ({
    id: cls.id,
    name: cls.name,
    sort: cls.sort,
    entitlement: cls.entitlement,
    documentCount: count(cls.id),
    children: children
      .filter((child) => child.one_class_id === cls.id)
      .map((child) => ({
        id: child.id,
        name: child.name,
        oneClassId: child.one_class_id,
        sort: child.sort,
        documentCount: count(cls.id, child.id),
      })),
  }));
}

async function treeClass(db: Db, id: number) {
  const found = (await classTree(db)).find((cls) => cls.id === id);
  if (!found) throw notFound('栏目不存在');
  return found;
}

async function treeChild(db: Db, id: number) {
  for (const cls of await classTree(db)) {
    const found = cls.children.find((child) => child.id === id);
    if (found) return found;
  }
  throw notFound('子栏目不存在');
}

const name = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) throw badRequest('请输入栏目名称');
  return trimmed;
};

/** An order request must name every id of the level once: nothing dropped, nothing foreign. */
function checkOrder(ids: number[], existing: number[]) {
  const same =
    ids.length === existing.length && [...ids].sort().join() === [...existing].sort().join();
  if (!same) throw badRequest('排序需包含该层级的全部栏目，且每个只出现一次');
}

/** The class tree: create, rename, reorder, move sub-classes, delete when empty. */
export function adminClassHandlers(ctx: AppContext): Handlers {
  return {
    async adminListClasses() {
      return ok(await classTree(ctx.db));
    },

    async adminCreateClass(request) {
      const body = request.body;
      const row = { name: name(body.name), entitlement: body.entitlement ?? null };
      return audited(ctx, request, async (trx) => {
        const created = await classRepo.insertClass(trx, row);
        return withAudit(
          ok(await treeClass(trx, created.id), '栏目已创建'),
          'class.create',
          created.id,
          null,
          row,
        );
      });
    },

    async adminUpdateClass(request) {
      const { classId } = request.params;
      const body = request.body;
      const row = { name: name(body.name), entitlement: body.entitlement ?? null };
      return audited(ctx, request, async (trx) => {
        const before = found(await findClass(trx, classId), '栏目不存在');
        await classRepo.updateClass(trx, classId, row);
        return withAudit(
          ok(await treeClass(trx, classId), '栏目已保存'),
          'class.update',
          classId,
          { name: before.name, entitlement: before.entitlement },
          row,
        );
      });
    },

    async adminDeleteClass(request) {
      const { classId } = request.params;
      return audited(ctx, request, async (trx) => {
        const before = found(await findClass(trx, classId), '栏目不存在');
        const children = await listChildren(trx, classId);
        if (children.length)
          throw conflict(`栏目「${before.name}」下还有 ${children.length} 个子栏目，不能删除`);
        const documents = await tree.countDocuments(trx, { oneClassId: classId });
        if (documents) throw conflict(`栏目「${before.name}」下还有 ${documents} 篇文档，不能删除`);
        await classRepo.deleteClass(trx, classId);
        return withAudit(
          ok(null, '栏目已删除'),
          'class.delete',
          classId,
          { name: before.name, entitlement: before.entitlement },
          null,
        );
      });
    },

    async adminReorderClasses(request) {
      const { ids } = request.body;
      return audited(ctx, request, async (trx) => {
        const before = (await listClasses(trx)).map((cls) => cls.id);
        checkOrder(ids, before);
        for (const [index, id] of ids.entries()) await classRepo.setClassSort(trx, id, index + 1);
        return withAudit(
          ok(await classTree(trx), '排序已保存'),
          'class.reorder',
          'all',
          { ids: before },
          { ids },
        );
      });
    },

    async adminCreateChildClass(request) {
      const { classId } = request.params;
      const childName = name(request.body.name);
      return audited(ctx, request, async (trx) => {
        if (!(await findClass(trx, classId))) throw notFound('栏目不存在');
        const created = await classRepo.insertChild(trx, classId, childName);
        return withAudit(
          ok(await treeChild(trx, created.id), '子栏目已创建'),
          'childClass.create',
          created.id,
          null,
          { name: childName, oneClassId: classId },
        );
      });
    },

    async adminUpdateChildClass(request) {
      const { childId } = request.params;
      const childName = name(request.body.name);
      return audited(ctx, request, async (trx) => {
        const before = found(await findChild(trx, childId), '子栏目不存在');
        await classRepo.renameChild(trx, childId, childName);
        return withAudit(
          ok(await treeChild(trx, childId), '子栏目已保存'),
          'childClass.update',
          childId,
          { name: before.name },
          { name: childName },
        );
      });
    },

    async adminDeleteChildClass(request) {
      const { childId } = request.params;
      return audited(ctx, request, async (trx) => {
        const before = found(await findChild(trx, childId), '子栏目不存在');
        const documents = await tree.countDocuments(trx, { childId });
        if (documents)
          throw conflict(`子栏目「${before.name}」下还有 ${documents} 篇文档，不能删除`);
        await classRepo.deleteChild(trx, childId);
        return withAudit(
          ok(null, '子栏目已删除'),
          'childClass.delete',
          childId,
          { name: before.name, oneClassId: before.one_class_id },
          null,
        );
      });
    },

    async adminReorderChildClasses(request) {
      const { classId } = request.params;
      const { ids } = request.body;
      return audited(ctx, request, async (trx) => {
        if (!(await findClass(trx, classId))) throw notFound('栏目不存在');
        const before = (await listChildren(trx, classId)).map((child) => child.id);
        checkOrder(ids, before);
        for (const [index, id] of ids.entries()) await classRepo.setChildSort(trx, id, index + 1);
        return withAudit(
          ok((await treeClass(trx, classId)).children, '排序已保存'),
          'childClass.reorder',
          classId,
          { ids: before },
          { ids },
          'class',
        );
      });
    },

    async adminMoveChildClass(request) {
      const { childId } = request.params;
      const { oneClassId } = request.body;
      return audited(ctx, request, async (trx) => {
        const before = found(await findChild(trx, childId), '子栏目不存在');
        if (!(await findClass(trx, oneClassId))) throw notFound('目标栏目不存在');
        if (before.one_class_id === oneClassId) throw badRequest('子栏目已在该栏目下');
        // Documents sitting directly in the target would vanish from its sub-section routes.
        const direct = await tree.countDocuments(trx, { oneClassId, childId: 0 });
        if (direct) throw conflict('目标栏目直接包含文档（没有子栏目），请先移走这些文档');
        await classRepo.moveChild(trx, childId, oneClassId);
        return withAudit(
          ok(await treeChild(trx, childId), '子栏目已移动'),
          'childClass.move',
          childId,
          { oneClassId: before.one_class_id },
          { oneClassId },
        );
      });
    },
  };
}
