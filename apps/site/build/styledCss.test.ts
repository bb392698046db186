import { describe, expect, it } from 'vitest';
import { minifyCssText, minifyStyledTemplates } from './styledCss';

describe('styled-components CSS trimming', () => {
  it('drops comments and indentation and tightens around braces, keeping line breaks', () => {
    const css = '\n  display: flex;  /* why */\n  &:hover {\n    color: red;\n  }\n';
    const out = minifyCssText(css);
    expect(out).toBe('\ndisplay: flex;\n&:hover{\ncolor: red;\n}\n');
    expect(out.split('\n')).toHaveLength(css.split('\n').length);
  });

  it('never changes the inside of CSS strings', () => {
    expect(minifyCssText("\n  content: 'a ;  b';\n")).toBe("\ncontent: 'a ;  b';\n");
  });

  it('keeps the space that separates selector parts and values', () => {
    expect(minifyCssText('& > li :hover { margin: 0 auto; }')).toBe(
      '& > li :hover{margin: 0 auto;}',
    );
  });

  it('rewrites styled, css and keyframes templates only', () => {
    const code = [
      'const A = styled.div`\n  color: red;\n  ${(p) => p.x}\n`;',
      'const B = styled(Link).attrs({})`\n  margin: 0;\n`;',
      'const C = css`\n  padding: 0;\n`;',
      'const D = html`\n  <p>  keep  </p>\n`;',
      'const E = `\n  plain  text\n`;',
    ].join('\n');
    const out = minifyStyledTemplates(code) ?? '';
    expect(out).toContain('styled.div`\ncolor: red;\n${(p) => p.x}\n`');
    expect(out).toContain('styled(Link).attrs({})`\nmargin: 0;\n`');
    expect(out).toContain('css`\npadding: 0;\n`');
    expect(out).toContain('html`\n  <p>  keep  </p>\n`');
    expect(out).toContain('`\n  plain  text\n`');
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves modules without styled templates alone', () => {
    expect(minifyStyledTemplates('const a = 1;')).toBeNull();
    expect(minifyStyledTemplates('const a = `x`;')).toBeNull();
  });
});
