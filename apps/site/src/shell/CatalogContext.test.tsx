import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, OneClass, OneClassChild } from '@dongman/api-client';
import { ApiProvider } from '../app/ApiContext';
import { CatalogProvider, useCatalog } from './CatalogContext';

function Tree() {
  const { tree, status } = useCatalog();
  return (
    <p data-testid="catalog">
      {status}:{tree.map((node) => `${node.name}(${node.children.map((c) => c.name).join('、')})`)}
    </p>
  );
}

/** A client whose class reads the test answers by hand. */
function catalogApi() {
  const classes: ((list: OneClass[]) => void)[] = [];
  const children: ((list: OneClassChild[]) => void)[] = [];
  const api = {
    listOneClasses: vi.fn(() => new Promise<OneClass[]>((resolve) => classes.push(resolve))),
    listOneClassChildren: vi.fn(
      () => new Promise<OneClassChild[]>((resolve) => children.push(resolve)),
    ),
  };
  return { api, classes, children };
}

function renderCatalog(api: object) {
  render(
    <ApiProvider api={api as ApiClient}>
      <CatalogProvider>
        <Tree />
      </CatalogProvider>
    </ApiProvider>,
  );
  return () => screen.getByTestId('catalog').textContent;
}

describe('CatalogProvider', () => {
  it('loads the classes, then their sub-classes, and attaches them in display order', async () => {
    const { api, classes, children } = catalogApi();
    const shown = renderCatalog(api);
    expect(shown()).toBe('loading:');
    expect(api.listOneClassChildren).not.toHaveBeenCalled();

    await act(async () =>
      classes[0]!([
        { id: 2, name: '动画软件', sort: 2 },
        { id: 1, name: '素材市场', sort: 1 },
      ]),
    );
    expect(shown()).toBe('classes:素材市场()动画软件()');
    await act(async () =>
      children[0]!([
        { id: 11, name: '人物', oneClassId: 1 },
        { id: 12, name: '场景', oneClassId: 1 },
      ]),
    );
    expect(shown()).toBe('ready:素材市场(人物、场景)动画软件()');
  });

  it('with no class (or the API unreachable: an empty list) it is ready and asks for no sub-class', async () => {
    const { api, classes } = catalogApi();
    const shown = renderCatalog(api);
    await act(async () => classes[0]!([]));
    expect(shown()).toBe('ready:');
    expect(api.listOneClassChildren).not.toHaveBeenCalled();
  });
});
