import type { SiteCoreMessages } from './zh-CN';

export const en: SiteCoreMessages = {
  siteName: 'Dongman Materials',
  pageHome: 'Home',
  pageNotFound: 'Page not found',
  pageError: 'Something went wrong',
  backHome: 'Back to home',
  networkError: 'Network connection failed, please try again later',
  unexpectedError: 'Something went wrong on this page. Please reload and try again',
  reloadPage: 'Reload page',
  serverUnreachable:
    'Cannot reach the server, so the page did not load. Check your connection and try again',
  stillUnreachable: 'Still cannot reach the server, please try again later',
  retryLoad: 'Try again',
  homeWelcomeGuest: 'Welcome to Dongman Materials',
  homeWelcomeMember: 'Welcome back, {name}',
  homeIntro:
    'Characters, scenes, effects and templates for animation, updated every week to speed up your work.',
  homeBrowse: 'Browse materials',
  homeMustRead: 'Member must-read',
  homeBanners: 'Featured',
  homeBannerSlide: 'Slide {index} of {total}',
  homeBannerPrev: 'Previous slide',
  homeBannerNext: 'Next slide',
};
