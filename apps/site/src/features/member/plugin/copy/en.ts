import type { PluginMessages } from './zh-CN';

export const pluginEn: PluginMessages = {
  pluginIntro:
    'Copy the machine code shown by the plugin and paste it below to get an activation code; the same machine code always gets the same activation code.',
  pluginNeedsLevel: 'Your level ({level}) does not include plugins; upgrade to activate.',
  pluginMachineCode: 'Machine code',
  pluginMachineCodeHint: 'As the plugin shows it; case, spaces and dashes do not matter',
  machineCodeRule:
    'Enter the machine code correctly: 16 or more letters or digits (spaces and dashes allowed)',
  pluginActivate: 'Get activation code',
  pluginActivated: 'Activated',
  pluginResultFor: 'Activation code for machine {code}:',
  pluginActivationCode: 'Activation code',
  pluginCopyCode: 'Copy the activation code',
  pluginCopyCodeOf: 'Copy the activation code of machine {code}',
  pluginActivatedAt: 'Activated',
  pluginMine: 'My activations',
  pluginActions: 'Actions',
  pluginUnbind: 'Unbind',
  pluginUnbindOf: 'Unbind machine {code}',
  pluginUnbindTitle: 'Unbind machine',
  pluginUnbindConfirm:
    'The plugin on machine {code} stops working and its place can take a new machine. You can unbind {left} more in 30 days. Unbind it?',
  pluginUnbound: 'Machine unbound',
  pluginUnbindLeft:
    'You can unbind {left} more machine(s) in 30 days (at most {limit} every 30 days)',
  pluginUnbindNext: 'At most {limit} machines can be unbound in 30 days; the next one from {date}',
  pluginUnbindBySupport: 'To unbind a machine, please contact support',
  pluginEmpty: 'No activations yet',
};
