import { parseAst, type Plugin } from 'vite';

// styled-components keeps the CSS of every styled`` template verbatim in the bundle: indentation
// and comments included. This build step trims that text (the browser sees the same rules), which
// keeps the home route within its size budget. Line breaks stay where they were, so source maps
// remain valid.

interface Node {
  type: string;
  [key: string]: unknown;
}
interface TemplateElement extends Node {
  start: number;
  end: number;
}

const HELPERS = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/** styled.div, styled(Link), styled.div.attrs(…), css, keyframes, createGlobalStyle. */
export function isStyledTag(tag: Node | undefined): boolean {
  let node = tag;
  while (node) {
    if (node.type === 'Identifier') return HELPERS.has(node.name as string);
    if (node.type === 'MemberExpression') node = node.object as Node;
    else if (node.type === 'CallExpression') node = node.callee as Node;
    else return false;
  }
  return false;
}

/**
 * Trims one static piece of a CSS template: comments and indentation go, runs of spaces shrink to
 * one, and spaces next to { } ; are dropped. Pieces with quotes (CSS strings) only lose comments
 * and indentation, so a string's content never changes. Line breaks are kept.
 */
export function minifyCssText(text: string): string {
  const trimmed = text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/\n[ \t]+/g, '\n');
  if (/['"]/.test(trimmed)) return trimmed;
  return trimmed.replace(/[ \t]{2,}/g, ' ').replace(/[ \t]*([{};])[ \t]*/g, '$1');
}

/** Rewrites the CSS of every styled template in a module; null when nothing changes. */
export function minifyStyledTemplates(code: string): string | null {
  if (!code.includes('`')) return null;
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const current = node as Node;
    if (current.type === 'TaggedTemplateExpression' && isStyledTag(current.tag as Node)) {
      for (const quasi of (current.quasi as { quasis: TemplateElement[] }).quasis) {
        const raw = code.slice(quasi.start, quasi.end);
        const text = minifyCssText(raw);
        if (text !== raw) edits.push({ start: quasi.start, end: quasi.end, text });
      }
    }
    for (const value of Object.values(current)) {
      if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(code));
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** Vite plugin: trims styled-components CSS in the site's modules and in @dongman/ui's build. */
export function styledCss(): Plugin {
  return {
    name: 'dongman-styled-css',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\/(apps\/site\/src|packages\/ui\/dist)\/.*\.[jt]sx?$/.test(file)) return null;
      const out = minifyStyledTemplates(code);
      // Only text inside templates changed and every line break stayed: existing maps still fit.
      return out === null ? null : { code: out, map: null };
    },
  };
}
