import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { listAnswer, listResult, useApiData } from '@dongman/state';
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
 * then the sub-classes, attached by oneClassId. The first page's answers, when there, are used
 * instead of loading.
 */
export function CatalogProvider({ children }: { children?: ReactNode }) {
  const api = useApi();
  const classes = useApiData(
    'catalog-classes',
    (signal) => listResult(api.listOneClasses({ signal })),
    { answer: listAnswer(useFirstRead('classes')) },
  );
  const classList = classes.state.status === 'ready' ? classes.state.data : undefined;
  // Sub-classes only once there are classes to attach them to.
  const subClasses = useApiData(
    classList && classList.length > 0 ? 'catalog-children' : null,
    (signal) => listResult(api.listOneClassChildren({ signal })),
    { answer: listAnswer(useFirstRead('children')) },
  );
  const childList = subClasses.state.status === 'ready' ? subClasses.state.data : undefined;
  const catalog = useMemo<Catalog>(() => {
    if (!classList) return { tree: [], status: 'loading' };
    if (classList.length > 0 && !childList)
      return { tree: attachChildren(classList, []), status: 'classes' };
    return { tree: attachChildren(classList, childList ?? []), status: 'ready' };
  }, [classList, childList]);
  return <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>;
}

export function useCatalog(): Catalog {
  return useContext(CatalogContext);
}
