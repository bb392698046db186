import type { zhCN } from './zh-CN';

export const en: { readonly [K in keyof typeof zhCN]: string } = {
  toolbar: 'Body formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  linkPrompt: 'Link address (https://… or a site path /…; empty removes the link)',
  linkRefused: 'A link starts with https://, http://, mailto: or /',
  image: 'Insert image',
  imageUploading: 'Uploading image…',
  undo: 'Undo',
  redo: 'Redo',
  source: 'HTML source',
  sourceOnly:
    'This content has markup the editor does not support ({tags}), so it opened as HTML source; switching back to the visual editor removes it.',
};
