// The plugin activation section's copy; loaded with the `member` part.
export const pluginZhCN = {
  pluginIntro:
    '在插件界面复制本机的机器码，粘贴到下方即可获得激活码；同一机器码再次提交会得到相同的激活码。',
  pluginNeedsLevel: '您当前的等级（{level}）不包含插件权益，升级后即可激活。',
  pluginMachineCode: '机器码',
  pluginMachineCodeHint: '16-64位字母、数字或短横线',
  machineCodeRule: '请正确填写机器码：16-64位字母、数字或短横线',
  pluginActivate: '获取激活码',
  pluginActivated: '激活成功',
  pluginResultFor: '机器码 {code} 的激活码：',
  pluginActivationCode: '激活码',
  pluginCopyCode: '复制激活码',
  pluginCopyCodeOf: '复制机器码 {code} 的激活码',
  pluginActivatedAt: '激活时间',
  pluginMine: '我的激活记录',
  pluginEmpty: '暂无激活记录',
} as const satisfies Record<string, string>;

export type PluginMessages = { readonly [K in keyof typeof pluginZhCN]: string };
