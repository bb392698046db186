// GeeTest v4 (极验 行为验证 4.0) in the browser. Its script is loaded from GeeTest when a captcha
// of this kind is first shown, never bundled: it is GeeTest's to update, and most pages never
// need it.

export const GEETEST_SCRIPT = 'https://static.geetest.com/v4/gt4.js';

/** The part of gt4.js's captcha object this field uses. */
export interface GeetestCaptcha {
  onReady(callback: () => void): GeetestCaptcha;
  onSuccess(callback: () => void): GeetestCaptcha;
  onError(callback: (error: unknown) => void): GeetestCaptcha;
  onClose?(callback: () => void): GeetestCaptcha;
  showCaptcha(): void;
  getValidate(): Record<string, string> | false | null | undefined;
  reset(): void;
  destroy?(): void;
}

export type InitGeetest4 = (
  config: { captchaId: string; product: 'bind'; language?: string },
  callback: (captcha: GeetestCaptcha) => void,
) => void;

declare global {
  interface Window {
    initGeetest4?: InitGeetest4;
  }
}

let loading: Promise<InitGeetest4> | undefined;

/** gt4.js's initGeetest4, loading the script once; a failed load may be tried again. */
export function loadGeetest(): Promise<InitGeetest4> {
  if (window.initGeetest4) return Promise.resolve(window.initGeetest4);
  loading ??= new Promise<InitGeetest4>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GEETEST_SCRIPT;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = undefined; // the next attempt (retry) inserts the script again
      reject(new Error('gt4.js could not be loaded'));
    };
    script.onload = () => (window.initGeetest4 ? resolve(window.initGeetest4) : fail());
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}
