import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, useMessages } from '@dongman/ui/shell';
import { EmptyState } from '../components/EmptyState';
import { Panel } from '../components/Layout';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSiteMessages } from '../i18n';
import { paths, toHref } from '../lib/paths';

const Code = styled.p`
  margin: 0;
  font-size: 72px;
  line-height: 1;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #c084fc);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
`;

// Plain anchors: the error page must work even when the router or the shell failed.
const goHome = () => {
  window.location.hash = toHref(paths.home());
};

/** 404 and every unknown path (spec section 2). */
export function NotFoundPage() {
  const m = useMessages();
  const sm = useSiteMessages();
  usePageTitle(sm.pageNotFound);
  return (
    <Panel>
      <EmptyState title={m.notFound} tone="error">
        <Code aria-hidden="true">404</Code>
        <Button variant="primary" onClick={goHome}>
          {sm.backHome}
        </Button>
      </EmptyState>
    </Panel>
  );
}

/** Anything that broke while loading or showing a page (including a page bundle that failed to load). */
export function ErrorPage() {
  const error = useRouteError();
  const sm = useSiteMessages();
  usePageTitle(sm.pageError);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Panel>
      <EmptyState title={sm.pageError} description={sm.unexpectedError} tone="error">
        <Actions>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {sm.reloadPage}
          </Button>
          <Button onClick={goHome}>{sm.backHome}</Button>
        </Actions>
      </EmptyState>
    </Panel>
  );
}
