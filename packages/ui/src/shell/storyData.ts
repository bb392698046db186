// Demo data for the shell stories (never exported from the package).
import type { SideMenuLinks } from '../SideMenu/buildSideMenu';
import type { CustomNavLists, ShellClass } from './types';

export const demoLinks: SideMenuLinks = {
  classHref: (classId) => `#/twoClass/${classId}`,
  childClassHref: (classId, childId) => `#/twoClass/${classId}/${childId}`,
  memberRegister: '#/register',
  dubbing: '#/user/dubbing',
  market: '#/commonDocument/1',
  mustRead: '#/commonDocument/2',
  tutorial: '#/commonDocument/3',
  accountFiling: '#/commonDocument/4',
  voiceClone: '#/commonDocument/5',
  animationSoftware: '#/commonDocument/6',
  otherSoftware: '#/commonDocument/7',
  plugins: '#/commonDocument/8',
};

export const demoClasses: ShellClass[] = [
  { id: 1, name: 'MG动画素材', children: [] },
  {
    id: 2,
    name: '二维动画',
    children: [
      { id: 21, name: '人物素材', oneClassId: 2 },
      { id: 22, name: '场景素材', oneClassId: 2 },
      { id: 23, name: '道具素材', oneClassId: 2 },
    ],
  },
  {
    id: 3,
    name: '三维模型',
    children: [
      { id: 31, name: '角色模型', oneClassId: 3 },
      { id: 32, name: '场景模型', oneClassId: 3 },
    ],
  },
  { id: 4, name: '音效音乐', children: [] },
  { id: 5, name: '视频模板', children: [] },
];

const longNames = [
  '国潮风格二维动画角色设计与分层素材合集（含源文件）',
  '火柴人动画',
  '古风仙侠场景背景原画高清素材包',
  '手绘风格转场特效',
  '科普类动画解说模板及配套图标资源',
  '表情包',
  '卡通人物口型同步与骨骼绑定预设',
  '粒子特效',
  '企业宣传片片头片尾动态模板（AE/PR 通用）',
  '儿童绘本插画风格素材',
  '赛博朋克城市夜景三维场景',
  '字幕条',
  '动态信息图表与数据可视化元件',
  '水墨晕染过渡动画',
  '像素风游戏角色精灵图',
  '节日节气主题海报动态素材',
  '教育课件动画人物',
  'UI 动效',
  '中国传统纹样矢量图案库',
  '直播间装饰挂件',
];

/** 20 classes with long Chinese names, every third one with sub-classes. */
export const manyClasses: ShellClass[] = longNames.map((name, index) => {
  const id = 100 + index;
  return {
    id,
    name,
    children:
      index % 3 === 0
        ? [
            { id: id * 10 + 1, name: `${name.slice(0, 6)}·基础版`, oneClassId: id },
            {
              id: id * 10 + 2,
              name: `${name.slice(0, 6)}·进阶版（含工程文件与教程说明）`,
              oneClassId: id,
            },
          ]
        : [],
  };
});

export const demoCustomNav: CustomNavLists = {
  freeDubbing: '魔音工坊|https://www.moyin.com\n讯飞配音|https://peiyin.xunfei.cn',
  aiCreateImage:
    '即梦AI|https://jimeng.jianying.com\n通义万相|https://tongyi.aliyun.com/wanxiang\n无效行没有分隔符',
  aiCreateText:
    '豆包|https://www.doubao.com\n文心一言｜https://yiyan.baidu.com\n坏链接|javascript:alert(1)',
};

// A QR-code-like picture (finder squares + fixed pattern) so stories need no network.
function qrSvg(): string {
  const size = 25;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7" fill="#111"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#111"/>`;
  let seed = 7;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inFinder = (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (!inFinder && seed % 3 === 0)
        cells.push(`<rect x="${x}" y="${y}" width="1" height="1" fill="#111"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/>${finder(0, 0)}${finder(size - 7, 0)}${finder(0, size - 7)}${cells.join('')}</svg>`;
}

export const demoQr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg())}`;
