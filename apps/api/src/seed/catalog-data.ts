import type { Entitlement } from '../db/schema.js';

// Section tree of the demo site. Classes with children list documents per sub-class; classes
// without children list their documents directly (one_class_children_id = 0).

export interface SeedChild {
  id: number;
  name: string;
  /** Words that make realistic titles for this sub-section. */
  subjects: string[];
  kinds: string[];
}

export interface SeedClass {
  id: number;
  name: string;
  entitlement: Entitlement | null;
  children: SeedChild[];
  /** Used when the class has no children. */
  subjects?: string[];
  kinds?: string[];
}

export const STYLES = [
  '国潮',
  '古风',
  '卡通',
  '二次元',
  '扁平风',
  'Q版',
  '赛博朋克',
  '水墨',
  '日系',
  '像素风',
  '手绘',
  '治愈系',
  '科幻',
  '武侠',
  '校园',
  '都市',
  '田园',
  '童话',
  '复古',
  '极简',
];

export const SEED_CLASSES: SeedClass[] = [
  {
    id: 1,
    name: '动画素材',
    entitlement: 'sourceMaterial',
    children: [
      {
        id: 1,
        name: '人物角色',
        subjects: [
          '少女',
          '少年',
          '老师',
          '医生',
          '宇航员',
          '侠客',
          '上班族',
          '老奶奶',
          '小学生',
          '厨师',
          '警察',
          '程序员',
        ],
        kinds: [
          '角色绑定素材',
          '骨骼动画素材包',
          '全身转面图',
          '口型动作合集',
          'PSD分层素材',
          '表情包素材',
        ],
      },
      {
        id: 2,
        name: '场景背景',
        subjects: [
          '教室',
          '街道',
          '森林',
          '海边',
          '办公室',
          '古镇',
          '太空站',
          '厨房',
          '夜市',
          '雪山',
          '地铁站',
          '图书馆',
        ],
        kinds: ['场景背景图', '分层场景素材', '昼夜场景合集', '横版场景包', '透视背景素材'],
      },
      {
        id: 3,
        name: '道具物品',
        subjects: [
          '武器',
          '美食',
          '家具',
          '交通工具',
          '文具',
          '乐器',
          '电子产品',
          '植物',
          '宝箱',
          '药瓶',
        ],
        kinds: ['道具素材合集', '图标元素包', '矢量道具素材', '动态道具素材'],
      },
      {
        id: 4,
        name: '特效元素',
        subjects: [
          '火焰',
          '闪电',
          '烟雾',
          '水花',
          '爆炸',
          '魔法阵',
          '光效',
          '粒子',
          '冲击波',
          '落叶',
        ],
        kinds: ['逐帧特效素材', '透明通道特效', '特效序列帧', 'MG动画元素'],
      },
      {
        id: 5,
        name: '表情动作',
        subjects: ['开心', '生气', '惊讶', '哭泣', '奔跑', '跳跃', '挥手', '走路', '打斗', '思考'],
        kinds: ['表情动作合集', '动作序列帧', '口型表情模板', '动作库素材'],
      },
    ],
  },
  {
    id: 2,
    name: 'MYZ原创素材',
    entitlement: 'myzSourceMaterial',
    children: [
      {
        id: 6,
        name: '原创角色包',
        subjects: [
          '萌宠',
          '熊猫团子',
          '小狐狸',
          '机甲少女',
          '古风公子',
          '小恐龙',
          '兔子先生',
          '橘猫',
        ],
        kinds: ['原创角色全套', '原创角色绑定工程', '原创IP表情包', '原创角色动作包'],
      },
      {
        id: 7,
        name: '原创场景包',
        subjects: ['江南水乡', '未来都市', '魔法学院', '海底世界', '山间小屋', '星空营地'],
        kinds: ['原创场景全套', '原创场景分层源文件', '原创场景动态包'],
      },
    ],
  },
  {
    id: 3,
    name: '模板工程',
    entitlement: 'template',
    children: [
      {
        id: 8,
        name: 'AE模板',
        subjects: ['片头', '字幕条', '转场', 'Logo演绎', '开场', '产品展示', '年会', '节日祝福'],
        kinds: ['AE模板', 'AE工程文件', 'AE动画模板'],
      },
      {
        id: 9,
        name: 'PR模板',
        subjects: ['Vlog', '快闪', '字幕', '转场', '片尾', '婚礼', '旅行', '美食'],
        kinds: ['PR模板', 'PR预设合集', 'PR工程模板'],
      },
      {
        id: 10,
        name: '万彩动画模板',
        subjects: ['微课', '企业宣传', '产品介绍', '招生宣传', '知识科普', '安全教育'],
        kinds: ['万彩动画大师模板', '万彩工程文件', 'MG动画模板'],
      },
      {
        id: 11,
        name: '剪映模板',
        subjects: ['卡点', '短视频', '带货', '口播', '片头', '相册'],
        kinds: ['剪映模板', '剪映草稿工程', '剪映特效模板'],
      },
    ],
  },
  {
    id: 4,
    name: '插件脚本',
    entitlement: 'plugin',
    children: [],
    subjects: ['AE', 'PR', 'PS', 'Animate', 'Blender', 'C4D', '万彩', 'Spine'],
    kinds: [
      '一键绑定插件',
      '批量导出脚本',
      '口型同步插件',
      '动画曲线插件',
      '自动补帧插件',
      '图层整理脚本',
    ],
  },
  {
    id: 5,
    name: '教程课程',
    entitlement: 'course',
    children: [
      {
        id: 12,
        name: '入门教程',
        subjects: ['零基础', '新手', '入门', '七天', '快速上手'],
        kinds: ['AE动画教程', '万彩动画教程', 'Animate动画教程', '剪映剪辑教程', '角色绑定教程'],
      },
      {
        id: 13,
        name: '进阶课程',
        subjects: ['进阶', '高级', '实战', '系统', '专项'],
        kinds: ['骨骼绑定课程', '运动规律课程', '镜头语言课程', 'MG动画课程', '分镜设计课程'],
      },
      {
        id: 14,
        name: '商业案例',
        subjects: ['品牌宣传片', '产品动画', '课件动画', '短视频广告', '年会视频'],
        kinds: ['案例拆解', '全流程实战', '源文件讲解'],
      },
    ],
  },
  {
    id: 6,
    name: '音效配乐',
    entitlement: 'sourceMaterial',
    children: [],
    subjects: ['卡通', '综艺', '游戏', '悬疑', '搞笑', '温馨', '科技', '自然'],
    kinds: ['音效合集', '背景音乐包', '转场音效', '环境音效', '按键音效'],
  },
  {
    id: 7,
    name: '免费专区',
    entitlement: null,
    children: [],
    subjects: ['新手福利', '每周精选', '限时免费', '会员试用', '社区分享'],
    kinds: ['角色素材', '场景素材', '模板', '音效', '图标素材'],
  },
];
