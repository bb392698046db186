/** getCaptcha's answer when the server uses GeeTest: `geetest4:<captchaId>`. */
export const GEETEST_PREFIX = 'geetest4:';

/** The captcha id in a `geetest4:<id>` answer, or undefined for the built-in image. */
export function geetestId(src: string | null | undefined): string | undefined {
  return src?.startsWith(GEETEST_PREFIX) ? src.slice(GEETEST_PREFIX.length) : undefined;
}
