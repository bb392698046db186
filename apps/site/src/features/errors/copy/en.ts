import type { ErrorsMessages } from './zh-CN';

export const errorsEn: ErrorsMessages = {
  pageNotFound: 'Page not found',
  pageError: 'Something went wrong',
  unexpectedError: 'Something went wrong on this page. Please reload and try again',
  reloadPage: 'Reload page',
  serverUnreachable:
    'Cannot reach the server, so the page did not load. Check your connection and try again',
  stillUnreachable: 'Still cannot reach the server, please try again later',
  retryLoad: 'Try again',
};
