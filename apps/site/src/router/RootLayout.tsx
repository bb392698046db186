import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { styled, keyframes } from 'styled-components';
import { GlobalFlows } from '../features/auth/flows/GlobalFlows';
import { CatalogProvider } from '../shell/CatalogContext';
import { SiteShell } from '../shell/SiteShell';
import { initialReloadView, nextReloadView } from '../navigation/reload';

/** The page area, remounted (so reloaded) on every navigation, except an aborted one. */
function ReloadingOutlet() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [view, setView] = useState(() => initialReloadView(location));
  const next = nextReloadView(view, location, navigationType);
  if (next !== view) setView(next);
  // A new page starts at the top; back/forward (POP) leaves scrolling to the browser.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [next.renderKey, navigationType]);
  return <Outlet key={next.renderKey} />;
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
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <Bar aria-hidden="true" />;
}

/** The shell, the site-wide dialogs and the current page. */
export function RootLayout() {
  return (
    <GlobalFlows>
      <CatalogProvider>
        <NavigationProgress />
        <SiteShell>
          <ReloadingOutlet />
        </SiteShell>
      </CatalogProvider>
    </GlobalFlows>
  );
}
