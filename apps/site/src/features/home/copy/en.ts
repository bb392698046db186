import type { HomeMessages } from './zh-CN';

export const homeEn: HomeMessages = {
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
