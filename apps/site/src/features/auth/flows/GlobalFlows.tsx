import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { message } from '@dongman/ui/shell';
import { useLoginRequired } from '@dongman/state';
import { useApi } from '../../../app/ApiContext';
import { useOptionalLoginIntent } from '../../../app/ServicesContext';
import { paths } from '../../../navigation/paths';
import { useSiteNavigate } from '../../../navigation/useSiteNavigate';
import { useSiteMessages } from '../../../i18n';
import { whenLoaded } from '../../../lib/whenIdle';
import { connectApiFeedback } from './apiFeedback';
import { FlowDialogOpenContext, FlowsContext, type Flows } from './FlowsContext';
import type { OpenDialogs } from './FlowDialogs';

// The dialogs and what they do load on first use (and while the browser is idle), keeping them
// out of the first page's bundle.
const loadFlowDialogs = () => import('./FlowDialogs');
const FlowDialogs = lazy(loadFlowDialogs);

const AUTH_PAGES = [paths.register(), paths.forgotPassword()];

const CLOSED: OpenDialogs = { login: false, password: false, logout: false, prompt: false };

/**
 * The site-wide flows of spec sections 4 and 8: login (captcha, 402, locked / pending, other
 * errors), logout confirmation, change password with forced re-login, the 401 prompt, and toasts
 * for failures reported by the API client. This part decides what is open; FlowDialogs does it.
 */
export function GlobalFlows({ children }: { children?: ReactNode }) {
  const api = useApi();
  const sm = useSiteMessages();
  const [open, setOpen] = useState<OpenDialogs>(CLOSED);
  const show = useCallback(
    (dialog: keyof OpenDialogs, value = true) => setOpen((now) => ({ ...now, [dialog]: value })),
    [],
  );

  const [loginName, setLoginName] = useState<string>();
  const openLogin = useCallback(
    (options?: { name?: string }) => {
      setLoginName(options?.name);
      show('login');
    },
    [show],
  );
  useLoginRequired(useCallback(() => openLogin(), [openLogin]));

  // Messages are read through a ref so the subscription is made once, not per locale change.
  const copy = useRef({ networkError: sm.networkError });
  useEffect(() => {
    copy.current = { networkError: sm.networkError };
  });
  useEffect(
    () =>
      connectApiFeedback(api, {
        showError: (text) => message.error(text),
        onUnauthorized: () => show('prompt'),
        showNetworkError: () => message.error(copy.current.networkError),
      }),
    [api, show],
  );

  // The last page that is not the register / forgotten-password form: where a new member returns.
  const { currentPath } = useSiteNavigate();
  const lastPage = useRef<string | null>(null);
  useEffect(() => {
    if (!AUTH_PAGES.includes(currentPath)) lastPage.current = currentPath;
  }, [currentPath]);
  const loginIntent = useOptionalLoginIntent();

  const flows = useMemo<Flows>(
    () => ({
      openLogin,
      openChangePassword: () => show('password'),
      confirmLogout: () => show('logout'),
      returnPath: () => loginIntent?.take() ?? lastPage.current ?? paths.home(),
    }),
    [openLogin, show, loginIntent],
  );

  // Mounted on first use and kept, so closing returns focus properly.
  const [wanted, setWanted] = useState(false);
  if (!wanted && Object.values(open).some(Boolean)) setWanted(true);
  // Fetched ahead once the page has loaded, so a first tap on 登录 opens at once.
  useEffect(() => whenLoaded(() => void loadFlowDialogs()), []);

  return (
    <FlowsContext.Provider value={flows}>
      <FlowDialogOpenContext.Provider value={Object.values(open).some(Boolean)}>
        {children}
      </FlowDialogOpenContext.Provider>
      {wanted && (
        <Suspense fallback={null}>
          <FlowDialogs open={open} show={show} loginName={loginName} />
        </Suspense>
      )}
    </FlowsContext.Provider>
  );
}
