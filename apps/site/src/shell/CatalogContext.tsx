import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useApi } from '../app/ApiContext';
import { useFirstRead } from '../app/firstReads';
import { attachChildren, type ClassNode } from '../lib/menuTree';

export interface Catalog {
  /** Classes with their sub-classes attached; [] while loading or when the API is unreachable. */
  tree: ClassNode[];
  /** 'classes': the class list is in, sub-classes still loading. */
  status: 'loading' | 'classes' | 'ready';
}

const CatalogContext = createContext<Catalog>({ tree: [], status: 'loading' });

/**
 * Loads the material center tree once per page load (spec section 4): the class list first,
 * then the sub-classes, attached by oneClassId.
 */
export function CatalogProvider({ children }: { children?: ReactNode }) {
  const api = useApi();
  const firstClasses = useFirstRead('classes');
  const firstChildren = useFirstRead('children');
  const known = firstClasses !== undefined && firstChildren !== undefined;
  const [catalog, setCatalog] = useState<Catalog>(() =>
    known
      ? { tree: attachChildren(firstClasses, firstChildren), status: 'ready' }
      : { tree: [], status: 'loading' },
  );
  useEffect(() => {
    if (known) return;
    let live = true;
    void (async () => {
      const classes = await api.listOneClasses();
      if (!live) return;
      setCatalog({ tree: attachChildren(classes, []), status: 'classes' });
      const children = classes.length > 0 ? await api.listOneClassChildren() : [];
      if (!live) return;
      setCatalog({ tree: attachChildren(classes, children), status: 'ready' });
    })();
    return () => {
      live = false;
    };
  }, [api, known]);
  return <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>;
}

export function useCatalog(): Catalog {
  return useContext(CatalogContext);
}
