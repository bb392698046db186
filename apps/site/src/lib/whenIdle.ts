/** Runs `task` once the browser is idle (or after `timeout` ms at the latest); returns a cancel. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the page has loaded (the window's load event: the first page's images and
 * scripts are in) and the browser is idle; after `latest` ms whatever the page is still loading.
 * For work that should not compete with the first page's largest paint (an idle moment comes
 * between two chunks, long before the banner is on screen). Returns a cancel.
 */
export function whenLoaded(task: () => void, latest = 3000): () => void {
  let done = false;
  let cancelIdle = () => {};
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    task();
  };
  const onLoad = () => {
    cancelIdle = whenIdle(run, 500);
  };
  const deadline = window.setTimeout(run, latest);
  const cleanup = () => {
    window.clearTimeout(deadline);
    window.removeEventListener('load', onLoad);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    done = true;
    cleanup();
    cancelIdle();
  };
}
