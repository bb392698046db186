import { translator } from '../../i18n';

// The rich-text editor's copy (zh-CN first, en with the same keys).
const zhCN = {
  toolbar: '正文格式',
  bold: '加粗',
  italic: '斜体',
  heading2: '二级标题',
  heading3: '三级标题',
  bulletList: '无序列表',
  orderedList: '有序列表',
  link: '链接',
  linkPrompt: '链接地址（https://… 或站内路径 /…，留空则去掉链接）',
  linkRefused: '链接须以 https://、http://、mailto: 或 / 开头',
  image: '插入图片',
  imageUploading: '图片上传中…',
  undo: '撤销',
  redo: '重做',
  source: 'HTML 源码',
  sourceOnly:
    '这段内容含有编辑器不支持的标记（{tags}），已以 HTML 源码打开；切回可视编辑会去掉它们。',
};
const en: typeof zhCN = {
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

export const useEditorT = translator<keyof typeof zhCN>(zhCN, en);
