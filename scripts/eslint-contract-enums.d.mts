import type { Rule } from 'eslint';

export function contractEnums(text?: string): Record<string, readonly string[]>;
export function noRetypedEnum(enums?: Record<string, readonly string[]>): Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
