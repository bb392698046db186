import type { ComponentType } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as ButtonStories from '../Button/Button.stories';
import * as ModalStories from '../Modal/Modal.stories';
import * as ToastStories from '../Toast/Toast.stories';
import * as AccountStateStories from '../AccountStateDialog/AccountStateDialog.stories';
import * as MenuStories from '../Menu/Menu.stories';
import * as LoginStories from '../LoginModal/LoginModal.stories';
import * as NoticeStories from '../NoticeModal/NoticeModal.stories';
import * as TopBarStories from '../TopBar/TopBar.stories';
import * as SideMenuStories from '../SideMenu/SideMenu.stories';
import { message } from '../Toast';

// Visual baselines of key stories: fixed viewport (1024×720, see vitest.config.ts), Noto CJK
// fonts from Debian, reduced motion so nothing is mid-animation. Baselines live in
// __screenshots__/ next to this file; a changed colour, size or string fails the comparison.
// Update them on purpose with `npm run test:visual:update -w @dongman/ui` and review the PNGs.

const button = composeStories(ButtonStories);
const modal = composeStories(ModalStories);
const toast = composeStories(ToastStories);
const account = composeStories(AccountStateStories);
const menu = composeStories(MenuStories);
const login = composeStories(LoginStories);
const notice = composeStories(NoticeStories);
const topBar = composeStories(TopBarStories);
const sideMenu = composeStories(SideMenuStories);

type Playable = { run: (context?: { canvasElement?: HTMLElement }) => Promise<void> };

let root: Root | undefined;

function canvas() {
  const element = document.createElement('div');
  element.id = 'canvas';
  element.style.padding = '16px';
  document.body.append(element);
  return element;
}

/** Renders a story as it first appears (no play function). */
async function show(Story: ComponentType) {
  const element = canvas();
  root = createRoot(element);
  await act(async () => root!.render(<Story />));
  await document.fonts.ready;
  await settled();
  return element;
}

/** Renders a story and runs its play function (for states reached by interaction). */
async function play(story: Playable) {
  const element = canvas();
  await story.run({ canvasElement: element });
  await document.fonts.ready;
  await settled();
  return element;
}

const viewport = () => page.elementLocator(document.body);

/** Waits for any transition or animation still running (a dialog opening on a loaded machine). */
async function settled() {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  message.clear();
  document.querySelectorAll('#canvas').forEach((element) => element.remove());
  await page.viewport(1024, 720);
});

describe('foundation', () => {
  test('button states', async () => {
    const element = await play(button.Gallery);
    await expect.element(page.elementLocator(element)).toMatchScreenshot('button-states');
  });

  test('modal', async () => {
    await play(modal.Open);
    await expect.element(viewport()).toMatchScreenshot('modal');
  });

  test('toasts', async () => {
    await play(toast.Gallery);
    await expect.element(viewport()).toMatchScreenshot('toasts');
  });

  test('account locked dialog', async () => {
    await play(account.Locked);
    await expect.element(viewport()).toMatchScreenshot('account-locked');
  });

  test('account pending dialog', async () => {
    await play(account.Pending);
    await expect.element(viewport()).toMatchScreenshot('account-pending');
  });

  test('menu with an active item in a submenu', async () => {
    const element = await play(menu.ActiveInSubMenu);
    await expect.element(page.elementLocator(element)).toMatchScreenshot('menu');
  });
});

describe('widgets and shell', () => {
  test('login modal', async () => {
    await show(login.Empty);
    await expect.element(viewport()).toMatchScreenshot('login-modal');
  });

  test('login modal with validation errors', async () => {
    await play(login.ValidationErrors);
    await expect.element(viewport()).toMatchScreenshot('login-modal-errors');
  });

  test('notice modal list', async () => {
    await show(notice.ListAndDetail);
    await expect.element(viewport()).toMatchScreenshot('notice-modal');
  });

  test('notice modal list on a 375 px phone', async () => {
    await page.viewport(375, 667);
    await show(notice.ListAndDetail);
    await expect.element(viewport()).toMatchScreenshot('notice-modal-mobile');
  });

  test('top bar, guest', async () => {
    const element = await show(topBar.Guest);
    await expect.element(page.elementLocator(element)).toMatchScreenshot('top-bar-guest');
  });

  test('top bar, logged in with the menu open', async () => {
    await play(topBar.LoggedInMenuOpen);
    await expect.element(viewport()).toMatchScreenshot('top-bar-member-menu');
  });

  test('side menu', async () => {
    const element = await show(sideMenu.Default);
    await expect.element(page.elementLocator(element)).toMatchScreenshot('side-menu');
  });
});
