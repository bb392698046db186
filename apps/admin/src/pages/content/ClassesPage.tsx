import { useState } from 'react';
import { Button, ConfirmDialog } from '@dongman/ui';
import { RowButtons } from '../../components/RowActions';
import { afterWrite } from '../../lib/useCrud';
import { Actions, PageTitle } from '../../layout/ConsoleLayout.styles';
import { useApiData } from '@dongman/state';
import * as api from './classApi';
import type { TreeChild, TreeClass } from './classApi';
import { ClassDrawer, type ClassEdit, type ClassForm } from './ClassDrawer';
import { Node, NodeRow, Tree } from './content.styles';
import { useContentT } from './copy';

type Removal = { kind: 'class'; target: TreeClass } | { kind: 'child'; target: TreeChild };

/** The class tree: create, rename, reorder, move sub-classes between classes, delete when empty. */
export default function ClassesPage() {
  const t = useContentT();
  const { data, loading, reload } = useApiData('classes', api.loadTree);
  const classes = data ?? [];
  const [edit, setEdit] = useState<ClassEdit | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);

  const done = (result: Parameters<typeof afterWrite>[0]) => afterWrite(result, reload);

  const submit = async (change: ClassEdit, form: ClassForm) => {
    const result =
      change.kind === 'newClass'
        ? await api.createClass(form.name, form.entitlement)
        : change.kind === 'class'
          ? await api.updateClass(change.target.id, form.name, form.entitlement)
          : change.kind === 'newChild'
            ? await api.createChild(change.parent.id, form.name)
            : change.kind === 'child'
              ? await api.renameChild(change.target.id, form.name)
              : await api.moveChild(change.target.id, form.oneClassId);
    if (done(result)) setEdit(null);
  };

  const remove = async () => {
    if (!removal) return;
    const result =
      removal.kind === 'class'
        ? await api.deleteClass(removal.target.id)
        : await api.deleteChild(removal.target.id);
    setRemoval(null);
    done(result);
  };

  const moveClass = (index: number, step: -1 | 1) =>
    void api
      .reorderClasses(
        api.swapped(
          classes.map((c) => c.id),
          index,
          step,
        ),
      )
      .then(done);
  const moveChildInOrder = (parent: TreeClass, index: number, step: -1 | 1) =>
    void api
      .reorderChildren(
        parent.id,
        api.swapped(
          parent.children.map((c) => c.id),
          index,
          step,
        ),
      )
      .then(done);

  /** Up and down within its list, for a class or a sub-class at `index` of `length`. */
  const orderActions = (index: number, length: number, move: (s: -1 | 1) => void) => [
    { label: t('moveUp'), disabled: index === 0, onClick: () => move(-1) },
    { label: t('moveDown'), disabled: index === length - 1, onClick: () => move(1) },
  ];

  return (
    <>
      <PageTitle>{t('classesTitle')}</PageTitle>
      <Actions>
        <Button variant="primary" onClick={() => setEdit({ kind: 'newClass' })}>
          {t('newClass')}
        </Button>
      </Actions>
      <Tree aria-label={t('classTree')} aria-busy={loading}>
        {classes.map((cls, index) => (
          <Node key={cls.id}>
            <NodeRow>
              <strong>{cls.name}</strong>
              <small>
                {t('documentCount', { count: cls.documentCount })}
                {cls.entitlement ? ` · ${t(`ent_${cls.entitlement}`)}` : ''}
              </small>
              <RowButtons
                name={cls.name}
                actions={[
                  ...orderActions(index, classes.length, (step) => moveClass(index, step)),
                  { label: t('rename'), onClick: () => setEdit({ kind: 'class', target: cls }) },
                  {
                    label: t('newChild'),
                    onClick: () => setEdit({ kind: 'newChild', parent: cls }),
                  },
                  {
                    label: t('delete'),
                    onClick: () => setRemoval({ kind: 'class', target: cls }),
                  },
                ]}
              />
            </NodeRow>
            {cls.children.length > 0 && (
              <ol aria-label={cls.name}>
                {cls.children.map((child, childIndex) => (
                  <li key={child.id}>
                    <NodeRow>
                      <span className="name">{child.name}</span>
                      <small>{t('documentCount', { count: child.documentCount })}</small>
                      <RowButtons
                        name={child.name}
                        actions={[
                          ...orderActions(childIndex, cls.children.length, (step) =>
                            moveChildInOrder(cls, childIndex, step),
                          ),
                          {
                            label: t('rename'),
                            onClick: () => setEdit({ kind: 'child', target: child }),
                          },
                          {
                            label: t('move'),
                            onClick: () => setEdit({ kind: 'move', target: child }),
                          },
                          {
                            label: t('delete'),
                            onClick: () => setRemoval({ kind: 'child', target: child }),
                          },
                        ]}
                      />
                    </NodeRow>
                  </li>
                ))}
              </ol>
            )}
          </Node>
        ))}
      </Tree>
      <ClassDrawer
        edit={edit}
        classes={classes}
        onSubmit={(e, f) => void submit(e, f)}
        onClose={() => setEdit(null)}
      />
      <ConfirmDialog
        open={removal !== null}
        text={t('confirmDelete', { name: removal?.target.name ?? '' })}
        danger
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoval(null)}
      />
    </>
  );
}
