import type { Locale } from '@dongman/ui/login';

// What a member sees when the widget cannot reach the member site from this host, and what the
// host's administrator must do about it, in the widget's language. Not XSRF jargon: the member
// cannot fix it by refreshing, the host can.

export type CrossSiteProblem = 'insecure' | 'origin';

const COPY: Record<Locale, Record<CrossSiteProblem | 'signedIn', string>> = {
  'zh-CN': {
    insecure:
      '暂时无法在本站登录会员：本站与会员站不在同一站点，浏览器不会通过普通 HTTP 连接发送会员站的登录凭证。请联系本站管理员：将本站和会员站接口都改用 HTTPS 提供，并把本站地址（{origin}）加入会员站的 CORS_ORIGINS 设置。',
    origin:
      '暂时无法在本站使用会员功能：会员站没有允许本站（{origin}）访问。请联系本站管理员：把 {origin} 加入会员站的 CORS_ORIGINS 设置，并通过 HTTPS 提供本站。',
    signedIn: '已登录：{name}',
  },
  en: {
    insecure:
      'Member sign-in cannot work on this site yet: this site and the member site are different sites, and the browser does not send the member site’s sign-in cookies over plain HTTP. Ask this site’s administrator to serve both this site and the member API over HTTPS and to add this site’s address ({origin}) to the member site’s CORS_ORIGINS setting.',
    origin:
      'Member features cannot work on this site yet: the member site does not allow this site ({origin}). Ask this site’s administrator to add {origin} to the member site’s CORS_ORIGINS setting and to serve this site over HTTPS.',
    signedIn: 'Signed in: {name}',
  },
};

export function crossSiteCopy(
  locale: Locale | undefined,
  key: CrossSiteProblem | 'signedIn',
  params: Record<string, string>,
): string {
  const text = (COPY[locale ?? 'zh-CN'] ?? COPY['zh-CN'])[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
