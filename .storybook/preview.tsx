import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { UIProvider } from '../packages/ui/src/UIProvider';
import type { Locale } from '../packages/ui/src/i18n';
import { theme } from '../packages/ui/src/theme';

// Play functions' findBy*/waitFor wait up to 5 s: tests share a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Demo contact ids for the account-state dialogs.
const contacts = { studentsWechat: 'dongman-laoshi', materialsWechat: 'dongman-zhuli' };

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  decorators: [
    // On a docs page every story renders at once, inline: a modal opened by default would cover
    // the page (native <dialog> sits in the top layer). There they start closed behind their
    // trigger button; open one, close it with × or Escape. The story's own canvas and its test
    // keep `open: true`. A story with no trigger shows open in its own frame on the docs page
    // instead (`parameters.docs.story.inline: false`), never as an empty preview.
    (Story, context) =>
      context.viewMode === 'docs' && context.args.open === true ? (
        <Story args={{ ...context.args, open: false }} />
      ) : (
        <Story />
      ),
    // A whole app's screen (the site's, under Site/) brings its own UIProvider, as the app does.
    (Story, context) =>
      context.parameters.uiProvider === false ? (
        <Story />
      ) : (
        <UIProvider
          globalStyle
          locale={(context.globals.locale as Locale | undefined) ?? 'zh-CN'}
          contacts={contacts}
        >
          <Story />
        </UIProvider>
      ),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile375: {
          name: 'Mobile 375',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
        tablet768: {
          name: 'Breakpoint 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop1280: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    backgrounds: {
      options: {
        page: { name: 'Page', value: theme.colors.background },
        surface: { name: 'Surface', value: theme.colors.surface },
      },
    },
  },
};

export default preview;
