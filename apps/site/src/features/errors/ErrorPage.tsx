import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '@dongman/ui/shell';
import { Panel } from '../../components/Layout';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { paths, toHref } from '../../navigation/paths';

// Kept small and self-contained: it is in the first bundle, and must work even when a page
// bundle (or the shell) failed.
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

/** A page bundle that could not be fetched (server down, network gone), by browser wording. */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|module script failed|Failed to fetch|NetworkError|Load failed/i.test(
      error.message,
    )
  );
}

/** Whether the server answers at all (a reload now would not end on the browser's error page). */
async function serverReachable(): Promise<boolean> {
  try {
    const response = await fetch(window.location.pathname || './', {
      method: 'HEAD',
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Anything that broke while loading or showing a page (including a page bundle that failed to load). */
export function ErrorPage({ error }: { error: unknown }) {
  const sm = useSiteMessages();
  usePageTitle(sm.pageError);
  // Retry in place: reload only once the server answers, else say so and stay on this page.
  const [retry, setRetry] = useState<'idle' | 'checking' | 'unreachable'>('idle');
  if (import.meta.env.DEV) console.error(error);
  const offline = isLoadFailure(error);
  const tryAgain = async () => {
    setRetry('checking');
    if (await serverReachable()) window.location.reload();
    else setRetry('unreachable');
  };
  return (
    <Panel>
      <Box role="alert">
        <h1>{sm.pageError}</h1>
        <p>{offline ? sm.serverUnreachable : sm.unexpectedError}</p>
        <p aria-live="polite">{retry === 'unreachable' ? sm.stillUnreachable : ''}</p>
        <div>
          <Button variant="primary" onClick={tryAgain} disabled={retry === 'checking'}>
            {offline ? sm.retryLoad : sm.reloadPage}
          </Button>
          <Button onClick={goHome}>{sm.backHome}</Button>
        </div>
      </Box>
    </Panel>
  );
}
