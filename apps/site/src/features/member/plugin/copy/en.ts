import type { PluginMessages } from './zh-CN';

export const pluginEn: PluginMessages = {
  pluginIntro:
    'Copy the machine code shown by the plugin and paste it below to get an activation code; the same machine code always gets the same activation code.',
  pluginNeedsLevel: 'Your level ({level}) does not include plugins; upgrade to activate.',
  pluginMachineCode: 'Machine code',
  pluginMachineCodeHint: '16 to 64 letters, digits or dashes',
  machineCodeRule: 'Enter the machine code correctly: 16 to 64 letters, digits or dashes',
  pluginActivate: 'Get activation code',
  pluginActivated: 'Activated',
  pluginResultFor: 'Activation code for machine {code}:',
  pluginActivationCode: 'Activation code',
  pluginCopyCode: 'Copy the activation code',
  pluginCopyCodeOf: 'Copy the activation code of machine {code}',
  pluginActivatedAt: 'Activated',
  pluginMine: 'My activations',
  pluginEmpty: 'No activations yet',
};
