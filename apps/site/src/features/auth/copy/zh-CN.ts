// The auth pages' copy (register, forgot password); loaded with them, in the `auth` part. The SMS
// code row's words are the member center's shared ones (../../member/shared/copy).
export const authZhCN = {
  pageRegister: '会员注册',
  registerIntro: '注册会员，畅享海量动画素材与配音服务',
  registerAlreadyMember: '您已登录，可直接前往',
  registerNameHint: '3-32个字符，可使用字母、数字、下划线或中文',
  registerNameChars: '账号只能包含字母、数字、下划线或中文',
  registerDisplayName: '昵称',
  registerDisplayNameHint: '选填，不填则与账号相同',
  displayNameRule: '昵称最多32个字符',
  registerPasswordHint: '至少6个字符',
  registerPhone: '手机号',
  phoneRule: '请输入正确的11位手机号',
  registerSuccess: '注册成功，已为您登录',
  registerSuccessPending: '注册成功，账号审核中，审核通过后即可登录',
  registerHaveAccount: '已有账号？',
  registerLoginNow: '立即登录',
  pageForgotPassword: '找回密码',
  forgotIntro: '用注册时的手机号接收短信验证码并设置新密码；重置后所有设备都需要重新登录。',
  forgotPhone: '手机号',
  forgotNewPassword: '新密码',
  forgotConfirmPassword: '确认新密码',
  forgotPasswordRule: '密码长度 6–128 位',
  forgotMismatch: '两次输入的密码不一致',
  forgotSubmit: '重置密码',
  forgotDone: '密码已重置，请使用新密码登录',
  pageResetLink: '设置新密码',
  resetLinkIntro:
    '这是客服通过短信发给您的重置链接，30 分钟内有效、只能使用一次。设置新密码后，所有设备都需要重新登录。',
  resetLinkBroken: '链接不完整或已损坏，请从短信中完整打开链接，或联系客服重新发送。',
  resetLinkUseCode: '链接已失效？用手机验证码找回密码',
} as const satisfies Record<string, string>;

export type AuthMessages = { readonly [K in keyof typeof authZhCN]: string };
