// The console as a member of staff sees it, for Storybook: the real App (login, role-filtered
// menu, router, pages) at one address, talking to the in-memory API instead of a server.
import { useEffect, useState } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import type { Locale } from '@dongman/ui';
import { App } from '../App';
import type { StaffRole } from '../lib/api';
import { staffSession } from './demoData';
import { createConsoleFetch, type ConsoleApiOptions } from './memoryConsole';

export interface ConsoleScreenParameters extends ConsoleApiOptions {
  /** The address shown: a route of the console ('/members'). */
  at: string;
  /** The role signed in (owner, editor, reviewer, finance); null shows the login form. */
  role: StaffRole | null;
}

// A whole screen loads its code and data before anything shows; on a busy machine that takes
// longer than one component's story (the preview's 5 s for findBy*/waitFor).
configure({ asyncUtilTimeout: 15_000 });

// The console's own language switch keeps the choice here (App.tsx).
const LOCALE_KEY = 'dongman-admin-locale';

function startConsole({ at, role, seed, handlers }: ConsoleScreenParameters, locale: Locale) {
  // The hash router starts at the story's address (replaced: the story adds no history entry).
  window.history.replaceState(window.history.state, '', `#${at}`);
  window.localStorage.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale;
  const { fetch } = createConsoleFetch({
    seed: { staff: role ? staffSession(role) : null, ...seed },
    handlers,
  });
  // The console's one client (lib/api.ts) reads the global fetch on every call.
  const original = globalThis.fetch;
  globalThis.fetch = fetch;
  return () => {
    if (globalThis.fetch === fetch) globalThis.fetch = original;
  };
}

function ConsoleScreen({ screen, locale }: { screen: ConsoleScreenParameters; locale: Locale }) {
  // Before the first render: the session check runs in the App's first effects.
  const [stop] = useState(() => startConsole(screen, locale));
  useEffect(() => stop, [stop]);
  return <App />;
}

const localeOf = (context: StoryContext) =>
  (context.globals.locale as Locale | undefined) ?? 'zh-CN';

/**
 * Meta for a console screen at `{ at, role, seed, handlers }` (a story may override
 * `parameters.console`). The App brings
 * its own UIProvider (`uiProvider: false`). On its docs page (each meta says `tags: ['autodocs']`
 * itself: Storybook reads tags without running the file) each story shows in its own frame, a
 * whole console with its own address and API, as on the story's canvas.
 */
export const consoleScreen = (screen: ConsoleScreenParameters) => ({
  parameters: {
    layout: 'fullscreen',
    uiProvider: false,
    docs: { story: { inline: false, height: '720px' } },
    console: screen,
  },
  render: (_args: unknown, context: StoryContext) => (
    // Another language or story starts the console again, as a reload does.
    <ConsoleScreen
      key={`${context.id}-${localeOf(context)}`}
      screen={context.parameters.console as ConsoleScreenParameters}
      locale={localeOf(context)}
    />
  ),
});
