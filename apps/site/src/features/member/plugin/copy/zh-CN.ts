// The plugin activation section's copy; loaded with the `member` part.
export const pluginZhCN = {
  pluginIntro:
    '在插件界面复制本机的机器码，粘贴到下方即可获得激活码；同一机器码再次提交会得到相同的激活码。',
  pluginNeedsLevel: '您当前的等级（{level}）不包含插件权益，升级后即可激活。',
  pluginMachineCode: '机器码',
  pluginMachineCodeHint: '插件显示的机器码，大小写、空格和短横线不影响',
  machineCodeRule: '请正确填写机器码：16 位以上的字母或数字（可含空格和短横线）',
  pluginActivate: '获取激活码',
  pluginActivated: '激活成功',
  pluginResultFor: '机器码 {code} 的激活码：',
  pluginActivationCode: '激活码',
  pluginCopyCode: '复制激活码',
  pluginCopyCodeOf: '复制机器码 {code} 的激活码',
  pluginActivatedAt: '激活时间',
  pluginMine: '我的激活记录',
  pluginEmpty: '暂无激活记录',
  pluginActions: '操作',
  pluginUnbind: '解绑',
  pluginUnbindOf: '解绑机器 {code}',
  pluginUnbindTitle: '解绑机器',
  pluginUnbindConfirm:
    '解绑后机器 {code} 上的插件将停止使用，腾出的名额可激活新机器。30 天内还可自助解绑 {left} 台，确定解绑吗？',
  pluginUnbound: '已解绑该机器',
  pluginUnbindLeft: '30 天内还可自助解绑 {left} 台机器（每 30 天最多 {limit} 台）',
  pluginUnbindNext: '30 天内最多自助解绑 {limit} 台机器，{date} 后可再解绑',
  pluginUnbindBySupport: '如需解绑机器，请联系客服',
} as const satisfies Record<string, string>;

export type PluginMessages = { readonly [K in keyof typeof pluginZhCN]: string };
