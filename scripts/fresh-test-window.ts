// Setup file of the unit projects that run with `isolate: false`: a worker keeps one jsdom window
// and module graph for all its test files (most of their CPU was setting those up per file), so
// before each file starts, put back what an earlier file may have left behind.
import { vi } from 'vitest';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();

if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Back to the page the environment starts on (path, query and hash).
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
}
