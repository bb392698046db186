// Turns a schema validation failure into one clear zh-CN message that names the field.

export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const LABELS: Record<string, string> = {
  name: '账号',
  usersName: '昵称',
  password: '密码',
  confirmPassword: '确认密码',
  oldPassword: '当前密码',
  newPassword: '新密码',
  currentPassword: '当前密码',
  nextPassword: '新密码',
  phone: '手机号',
  captchaCode: '验证码',
  role: '角色',
  scene: '验证码场景',
  searchContent: '搜索内容',
  q: '搜索内容',
  oneClass: '栏目',
  smsCode: '短信验证码',
  page: '页码',
  size: '每页条数',
  startDate: '开始日期',
  endDate: '结束日期',
  payOptionId: '充值选项',
  payType: '支付方式',
  orderNo: '订单号',
  levelId: '会员等级',
  machineCode: '机器码',
  title: '标题',
  content: '内容',
  images: '图片',
  id: '编号',
  voiceId: '音色',
  text: '配音文本',
  speed: '语速',
  cardCode: '卡密',
  oneClassId: '栏目编号',
  childClassId: '子栏目编号',
  documentId: '文档编号',
  key: '下载标识',
  limit: '数量',
  noticeIds: '通知编号',
  all: '全部已读',
};

// The spec's own wording for the login and password forms (section 5 / ui-copy), used for the
// keywords it covers.
const LENGTH_RULE = ['minLength', 'maxLength', 'type'];
const FIXED_LENGTH = new Set(['phone', 'smsCode']);
const RULES: Record<string, { message: string; keywords: string[] }> = {
  name: { message: '请正确填写账号，最少3个字符，最多32个字符', keywords: LENGTH_RULE },
  password: { message: '请正确填写密码，不能少于6个字符', keywords: ['minLength', 'type'] },
  captchaCode: { message: '验证码必须是4个字符', keywords: LENGTH_RULE },
  oldPassword: { message: '请正确填写当前密码，不能少于6个字符', keywords: ['minLength', 'type'] },
  newPassword: { message: '请正确填写新密码，不能少于6个字符', keywords: ['minLength', 'type'] },
  confirmPassword: {
    message: '请正确填写确认密码，不能少于6个字符',
    keywords: ['minLength', 'type'],
  },
  searchContent: { message: '请先输入要搜索的内容', keywords: ['minLength'] },
  q: { message: '请先输入要搜索的内容', keywords: ['minLength'] },
};

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: '空值',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function describeField(path: string): { key: string; label: string } {
  const segments = path.split('/').filter(Boolean);
  const key = [...segments].reverse().find((s) => !/^\d+$/.test(s)) ?? '';
  const label = LABELS[key];
  const dotted = segments.join('.');
  return { key, label: label ? `${label}（${dotted}）` : dotted };
}

function typeName(type: unknown): string {
  const list = Array.isArray(type) ? type : [type];
  return list.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join('或');
}

export function validationMessage(errors: SchemaError[], context?: string): string {
  const error = errors[0];
  if (!error) return '请求参数不正确';
  const where = CONTEXT_NAMES[context ?? ''] ?? '请求';
  const p = error.params;

  if (error.keyword === 'required') {
    const missing = String(p.missingProperty ?? '');
    const { label } = describeField(`${error.instancePath}/${missing}`);
    return `缺少必填字段：${label}`;
  }
  if (error.keyword === 'additionalProperties') {
    return `${where}中包含不支持的字段：${String(p.additionalProperty ?? '')}`;
  }
  if (error.keyword === 'controlCharacter') {
    const field = error.instancePath ? describeField(error.instancePath).label : where;
    return `${field}包含不允许的控制字符（如 NUL），请删除后重试`;
  }
  if (error.keyword === 'tooDeep') return `${where}嵌套过深`;
  if (error.keyword === 'unsafeNumber') {
    const field = error.instancePath ? describeField(error.instancePath).label : where;
    return `${field}超出允许的数值范围`;
  }
  if (error.instancePath === '') {
    if (error.keyword === 'type') return `${where}格式不正确，应为${typeName(p.type)}`;
    return `${where}不正确`;
  }

  const { key, label } = describeField(error.instancePath);
  const rule = RULES[key];
  if (rule?.keywords.includes(error.keyword)) return rule.message;

  // A phone number and an SMS code have a fixed length as well as a pattern: a wrong length is
  // reported as the wrong format it is.
  const keyword =
    FIXED_LENGTH.has(key) && /^m(in|ax)Length$/.test(error.keyword) ? 'pattern' : error.keyword;
  switch (keyword) {
    case 'type':
      return `${label}必须是${typeName(p.type)}`;
    case 'minLength':
      return `${label}不能少于${String(p.limit)}个字符`;
    case 'maxLength':
      return `${label}不能超过${String(p.limit)}个字符`;
    case 'minimum':
      return `${label}不能小于${String(p.limit)}`;
    case 'maximum':
      return `${label}不能大于${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `${label}必须大于${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `${label}必须小于${String(p.limit)}`;
    case 'minItems':
      return `${label}至少需要${String(p.limit)}项`;
    case 'maxItems':
      return `${label}最多${String(p.limit)}项`;
    case 'enum':
    case 'const': {
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues.join('、') : '';
      return allowed ? `${label}的取值无效，可选值：${allowed}` : `${label}的取值无效`;
    }
    case 'pattern':
      return key === 'phone' ? '手机号格式不正确，请填写11位中国大陆手机号' : `${label}格式不正确`;
    case 'format':
      return p.format === 'date' ? `${label}格式不正确，应为 YYYY-MM-DD` : `${label}格式不正确`;
    default:
      return `${label}不符合要求`;
  }
}
