import { Suspense, lazy } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button } from '@dongman/ui/shell';
import { Panel } from '../components/Layout';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSiteMessages } from '../i18n';
import { paths, toHref } from '../lib/paths';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

// Kept small and self-contained: it is in the first bundle, and must work even when a page
// bundle (or the router) failed.
const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xxl}px ${({ theme }) => theme.space.lg}px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.md}px;
  }
`;

// Plain hash change: works even when the router itself failed.
export const goHome = () => {
  window.location.hash = toHref(paths.home());
};

/** Anything that broke while loading or showing a page (including a page bundle that failed to load). */
export function ErrorPage() {
  const error = useRouteError();
  const sm = useSiteMessages();
  usePageTitle(sm.pageError);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <Panel>
      <Box role="alert">
        <h1>{sm.pageError}</h1>
        <p>{sm.unexpectedError}</p>
        <div>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {sm.reloadPage}
          </Button>
          <Button onClick={goHome}>{sm.backHome}</Button>
        </div>
      </Box>
    </Panel>
  );
}
