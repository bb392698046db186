import { useState } from 'react';
import { Button, ConfirmDialog, message } from '@dongman/ui';
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

  const done = (result: { ok: boolean; message: string } | undefined) => {
    if (!result?.ok) return false;
    message.success(result.message);
    reload();
    return true;
  };

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

  const orderButtons = (name: string, index: number, length: number, move: (s: -1 | 1) => void) => (
    <>
      <Button
        size="sm"
        variant="link"
        disabled={index === 0}
        onClick={() => move(-1)}
        aria-label={`${t('moveUp')} ${name}`}
      >
        {t('moveUp')}
      </Button>
      <Button
        size="sm"
        variant="link"
        disabled={index === length - 1}
        onClick={() => move(1)}
        aria-label={`${t('moveDown')} ${name}`}
      >
        {t('moveDown')}
      </Button>
    </>
  );

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
              {orderButtons(cls.name, index, classes.length, (s) => moveClass(index, s))}
              <Button
                size="sm"
                variant="link"
                onClick={() => setEdit({ kind: 'class', target: cls })}
                aria-label={`${t('rename')} ${cls.name}`}
              >
                {t('rename')}
              </Button>
              <Button
                size="sm"
                variant="link"
                onClick={() => setEdit({ kind: 'newChild', parent: cls })}
                aria-label={`${t('newChild')} ${cls.name}`}
              >
                {t('newChild')}
              </Button>
              <Button
                size="sm"
                variant="link"
                onClick={() => setRemoval({ kind: 'class', target: cls })}
                aria-label={`${t('delete')} ${cls.name}`}
              >
                {t('delete')}
              </Button>
            </NodeRow>
            {cls.children.length > 0 && (
              <ol aria-label={cls.name}>
                {cls.children.map((child, childIndex) => (
                  <li key={child.id}>
                    <NodeRow>
                      <span className="name">{child.name}</span>
                      <small>{t('documentCount', { count: child.documentCount })}</small>
                      {orderButtons(child.name, childIndex, cls.children.length, (s) =>
                        moveChildInOrder(cls, childIndex, s),
                      )}
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => setEdit({ kind: 'child', target: child })}
                        aria-label={`${t('rename')} ${child.name}`}
                      >
                        {t('rename')}
                      </Button>
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => setEdit({ kind: 'move', target: child })}
                        aria-label={`${t('move')} ${child.name}`}
                      >
                        {t('move')}
                      </Button>
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => setRemoval({ kind: 'child', target: child })}
                        aria-label={`${t('delete')} ${child.name}`}
                      >
                        {t('delete')}
                      </Button>
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
