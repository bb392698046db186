import { Outlet } from 'react-router-dom';
import { styled, keyframes } from 'styled-components';
import { GlobalFlows } from '../features/auth/flows/GlobalFlows';
import { CatalogProvider } from '../shell/CatalogContext';
import { SiteShell } from '../shell/SiteShell';
import { ErrorBoundary } from './ErrorBoundary';
import { useSiteNavigation } from './navigation';

/**
 * The page area, remounted (so reloaded) on every navigation, except an aborted one. A page that
 * fails (or whose code could not load) shows the error page inside the shell.
 */
function PageArea() {
  const { page } = useSiteNavigation();
  return (
    <ErrorBoundary key={page.renderKey}>
      <Outlet />
    </ErrorBoundary>
  );
}

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  height: 3px;
  transform-origin: left;
  background: ${({ theme }) => theme.gradients.accent};
  animation: ${grow} 4s cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
`;

/** A thin bar while the next page's code or session check is loading. */
function NavigationProgress() {
  return useSiteNavigation().pending ? <Bar aria-hidden="true" /> : null;
}

/** The shell, the site-wide dialogs and the current page. */
export function RootLayout() {
  return (
    <GlobalFlows>
      <CatalogProvider>
        <NavigationProgress />
        <SiteShell>
          <PageArea />
        </SiteShell>
      </CatalogProvider>
    </GlobalFlows>
  );
}
