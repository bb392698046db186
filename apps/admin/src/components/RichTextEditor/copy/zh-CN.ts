// Copy of the rich-text editor's toolbar and messages, zh-CN first (the source); en.ts has exactly these keys.
export const zhCN = {
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
} as const satisfies Record<string, string>;
