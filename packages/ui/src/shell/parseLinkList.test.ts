import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl, parseLinkList } from './parseLinkList';

describe('parseLinkList', () => {
  it('parses label|url lines in order, trimming both parts', () => {
    expect(
      parseLinkList(
        '  即梦AI | https://jimeng.jianying.com/ \n通义万相|https://tongyi.aliyun.com/wanxiang',
      ),
    ).toEqual([
      { label: '即梦AI', url: 'https://jimeng.jianying.com/', external: true },
      { label: '通义万相', url: 'https://tongyi.aliyun.com/wanxiang', external: true },
    ]);
  });

  it('accepts Windows and old Mac line endings and skips blank lines', () => {
    const list = parseLinkList('甲|https://a.example\r\n\r\n   \r乙|https://b.example\n');
    expect(list.map((e) => e.label)).toEqual(['甲', '乙']);
  });

  it('keeps in-site hash routes as internal links', () => {
    expect(parseLinkList('配音|#/user/dubbing')).toEqual([
      { label: '配音', url: '#/user/dubbing', external: false },
    ]);
  });

  it('ignores lines without a separator or with an empty label or url', () => {
    expect(
      parseLinkList(
        [
          '只有标题',
          'https://no-label.example',
          '|https://a.example',
          '   |https://b.example',
          '标题|',
          'OK|https://ok.example',
        ].join('\n'),
      ),
    ).toEqual([{ label: 'OK', url: 'https://ok.example', external: true }]);
  });

  it('drops script, data, relative and protocol-relative urls', () => {
    const text = [
      '坏1|javascript:alert(1)',
      '坏2|JavaScript:alert(1)',
      '坏3|data:text/html,<script>alert(1)</script>',
      '坏4|/relative/path',
      '坏5|//evil.example/x',
      '坏6|ftp://files.example',
      '坏7|#',
      '好|HTTPS://Good.example/path?q=1',
    ].join('\n');
    expect(parseLinkList(text)).toEqual([
      { label: '好', url: 'HTTPS://Good.example/path?q=1', external: true },
    ]);
  });

  it('splits at the last bar so labels may contain one', () => {
    expect(parseLinkList('AI|绘画|https://a.example')).toEqual([
      { label: 'AI|绘画', url: 'https://a.example', external: true },
    ]);
  });

  it('accepts the full-width bar typed by Chinese keyboards', () => {
    expect(parseLinkList('文心一言｜https://yiyan.baidu.com')).toEqual([
      { label: '文心一言', url: 'https://yiyan.baidu.com', external: true },
    ]);
  });

  it('returns an empty list for empty, null or undefined input', () => {
    expect(parseLinkList('')).toEqual([]);
    expect(parseLinkList(null)).toEqual([]);
    expect(parseLinkList(undefined)).toEqual([]);
  });
});

describe('isAllowedLinkUrl', () => {
  it('allows http(s) with a host and hash routes only', () => {
    expect(isAllowedLinkUrl('http://a.example')).toBe(true);
    expect(isAllowedLinkUrl('https://a.example/x')).toBe(true);
    expect(isAllowedLinkUrl('#/home')).toBe(true);
    expect(isAllowedLinkUrl('https://')).toBe(false);
    expect(isAllowedLinkUrl('mailto:a@b.c')).toBe(false);
    expect(isAllowedLinkUrl('  javascript:void(0)')).toBe(false);
  });
});
