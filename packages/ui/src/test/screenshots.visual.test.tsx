import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as ButtonStories from '../Button/Button.stories';
import * as ModalStories from '../Modal/Modal.stories';
import * as ToastStories from '../Toast/Toast.stories';
import * as AccountStateStories from '../AccountStateDialog/AccountStateDialog.stories';
import * as MenuStories from '../Menu/Menu.stories';
import { message } from '../Toast';

// Visual baselines of key stories: fixed viewport (1024×720, see vitest.config.ts), Noto CJK
// fonts from Debian, reduced motion so nothing is mid-animation. Baselines live in
// __screenshots__/ next to this file; a changed colour, size or string fails the comparison.

const { Gallery: ButtonGallery } = composeStories(ButtonStories);
const { Open: ModalOpen } = composeStories(ModalStories);
const { Gallery: ToastGallery } = composeStories(ToastStories);
const { Locked, Pending } = composeStories(AccountStateStories);
const { ActiveInSubMenu } = composeStories(MenuStories);

type Runnable = { run: (context?: { canvasElement?: HTMLElement }) => Promise<void> };

async function renderStory(story: Runnable) {
  const canvasElement = document.createElement('div');
  canvasElement.id = 'canvas';
  canvasElement.style.padding = '16px';
  document.body.append(canvasElement);
  await story.run({ canvasElement });
  await document.fonts.ready;
  return canvasElement;
}

const viewport = () => page.elementLocator(document.body);

afterEach(() => {
  message.clear();
  document.querySelectorAll('#canvas').forEach((canvas) => canvas.remove());
});

describe('visual', () => {
  test('button states', async () => {
    const canvas = await renderStory(ButtonGallery);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot('button-states');
  });

  test('modal', async () => {
    await renderStory(ModalOpen);
    await expect.element(viewport()).toMatchScreenshot('modal');
  });

  test('toasts', async () => {
    await renderStory(ToastGallery);
    await expect.element(viewport()).toMatchScreenshot('toasts');
  });

  test('account locked dialog', async () => {
    await renderStory(Locked);
    await expect.element(viewport()).toMatchScreenshot('account-locked');
  });

  test('account pending dialog', async () => {
    await renderStory(Pending);
    await expect.element(viewport()).toMatchScreenshot('account-pending');
  });

  test('menu with an active item in a submenu', async () => {
    const canvas = await renderStory(ActiveInSubMenu);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot('menu');
  });
});
