/** The window title: "{page} - {site}" ("素材中心 - 动漫素材会员站"); the site name alone without a page. */
export function windowTitle(siteName: string, ...parts: (string | null | undefined)[]): string {
  const named = parts.map((part) => part?.trim()).filter((part): part is string => !!part);
  return [...named, siteName].join(' - ');
}
