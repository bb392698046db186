import type { Editor } from '@tiptap/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UIProvider } from '@dongman/ui';
import { RichTextEditor } from './RichTextEditor';

afterEach(cleanup);

function renderEditor(defaultValue = '') {
  const { container } = render(
    <UIProvider>
      <form>
        <RichTextEditor label="公告内容" name="noticeContent" defaultValue={defaultValue} />
      </form>
    </UIProvider>,
  );
  const area = screen.getByRole('textbox', { name: '公告内容' });
  // TipTap hangs its editor on the editable element.
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  const submitted = () =>
    new FormData(container.querySelector('form')!).get('noticeContent') as string;
  return { editor, submitted };
}

describe('RichTextEditor', () => {
  it('submits typed text, a new paragraph for Enter and bold from the toolbar as HTML', () => {
    const { editor, submitted } = renderEditor();
    act(() => {
      editor.commands.insertContent('第一段');
      editor.commands.keyboardShortcut('Enter');
    });
    const bold = screen.getByRole('button', { name: '加粗' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    act(() => fireEvent.click(bold));
    act(() => {
      editor.commands.insertContent('重点');
    });
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(submitted()).toBe('<p>第一段</p><p><strong>重点</strong></p>');
    // An empty editor submits nothing (not an empty paragraph).
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(submitted()).toBe('');
  });

  it('drops pasted markup outside the rich-text policy and keeps the text', () => {
    const { editor, submitted } = renderEditor();
    act(() => {
      editor.view.pasteHTML(
        '<p style="position:fixed" onclick="steal()">欢迎<script>alert(1)</script>' +
          '<a href="javascript:alert(1)">点我</a><img src="https://evil.test/x.png"></p>' +
          '<iframe src="https://evil.test"></iframe>',
        new Event('paste') as ClipboardEvent,
      );
    });
    const html = submitted();
    expect(html).toContain('欢迎');
    expect(html).toContain('点我');
    expect(html).not.toMatch(/script|style=|onclick|javascript:|evil\.test|iframe/);
  });

  it('loads stored HTML unchanged, and older plain text one paragraph per line', () => {
    const stored =
      '<h2>须知</h2><p>第一条<a href="https://example.com" target="_blank" rel="noopener noreferrer">链接</a></p><ul><li><p>一</p></li></ul>';
    expect(renderEditor(stored).submitted()).toBe(stored);
    cleanup();
    expect(renderEditor('第一行\n第二行').submitted()).toBe('<p>第一行</p><p>第二行</p>');
  });

  it('opens stored markup the editor cannot hold (a table) as HTML source, losing nothing', () => {
    const stored = '<table><tbody><tr><td>价格</td></tr></tbody></table>';
    const { submitted } = renderEditor(stored);
    expect(screen.getByRole('button', { name: 'HTML 源码' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '加粗' })).toHaveProperty('disabled', true);
    expect(submitted()).toBe(stored);
  });
});
