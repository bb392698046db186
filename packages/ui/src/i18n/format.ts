export type FormatParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders from params. Unknown placeholders are left as written so a missing
 * parameter is visible instead of silently becoming "undefined".
 */
export function format(template: string, params?: FormatParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
