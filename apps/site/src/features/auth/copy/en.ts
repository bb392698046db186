import type { AuthMessages } from './zh-CN';

export const authEn: AuthMessages = {
  pageRegister: 'Member registration',
  registerIntro: 'Join to get animation materials and the dubbing service',
  registerAlreadyMember: 'You are already logged in. Go to the',
  registerNameHint: '3 to 32 letters, digits, underscores or Chinese characters',
  registerNameChars:
    'The account may only contain letters, digits, underscores or Chinese characters',
  registerDisplayName: 'Display name',
  registerDisplayNameHint: 'Optional; your account name is used when empty',
  displayNameRule: 'The display name can have at most 32 characters',
  registerPasswordHint: 'At least 6 characters',
  registerPhone: 'Mobile number',
  phoneRule: 'Enter a valid 11-digit mainland mobile number',
  registerSuccess: 'Registered: you are signed in',
  registerSuccessPending: 'Registered: your account is under review and can log in once approved',
  registerHaveAccount: 'Already a member?',
  registerLoginNow: 'Log in',
  pageForgotPassword: 'Reset password',
  forgotIntro:
    'Get an SMS code on the phone number you registered with and set a new password; every device then signs in again.',
  forgotPhone: 'Phone number',
  forgotNewPassword: 'New password',
  forgotConfirmPassword: 'Confirm new password',
  forgotPasswordRule: '6 to 128 characters',
  forgotMismatch: 'The passwords do not match',
  forgotSubmit: 'Reset password',
  forgotDone: 'Password reset: log in with the new one',
  pageResetLink: 'Set a new password',
  resetLinkIntro:
    'Support texted you this reset link; it works once, for 30 minutes. After the new password is set, every device signs in again.',
  resetLinkBroken:
    'The link is incomplete or damaged. Open it in full from the SMS, or ask support to send a new one.',
  resetLinkUseCode: 'Link expired? Reset with an SMS code instead',
};
