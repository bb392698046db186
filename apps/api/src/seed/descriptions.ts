import { formatBytes } from '@dongman/format';
import type { Entitlement } from '../db/schema.js';
import type { ZipEntry } from '../services/zip-contents.js';

/** What a seeded document's material really is: what the spec box shows, from the file itself. */
export interface MaterialFacts {
  /** Upper-case extension, as the listing and the spec box show it (ZIP, MP4). */
  format: string;
  /** Bytes. */
  size: number;
  /** A ZIP's files (null for other formats). */
  contents: readonly ZipEntry[] | null;
}

const KIND_OF: Record<string, string> = {
  SVG: '矢量插画（SVG，可用浏览器、Illustrator 或 Inkscape 打开）',
  TXT: '说明文档',
  PNG: '位图',
  MP4: '视频',
  WAV: '音频',
};

const FORMAT_NAME: Record<string, string> = {
  ZIP: 'ZIP 压缩包',
  MP4: 'MP4 视频',
  WAV: 'WAV 音频',
};

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function entryLine(entry: ZipEntry): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(entry.path)?.[1]?.toUpperCase() ?? '';
  const kind = KIND_OF[ext];
  return `<li>${escapeHtml(entry.path)}（${formatBytes(entry.size)}${kind ? `，${kind}` : ''}）</li>`;
}

/** The listing sentence's subject (风格、题材、类型): a summary up to its first clause. */
export const subjectOf = (summary: string) => summary.split('，')[0] ?? summary;

/** A sentence for listings: what the document is and what the member gets, in that order. */
export function materialSummary(subject: string, facts: MaterialFacts): string {
  const files = facts.contents ? `，内含 ${facts.contents.length} 个文件` : '';
  return `${subject}，${FORMAT_NAME[facts.format] ?? facts.format}${files}，适合动画短片、课件和短视频创作。`;
}

/**
 * The document's description written from its material: format, size and (for a ZIP) each file,
 * with the same size wording as the spec box, so the two can never disagree.
 */
export function materialDescription(
  subject: string,
  entitlement: Entitlement | null,
  facts: MaterialFacts,
): string {
  return [
    `<p>${escapeHtml(materialSummary(subject, facts))}</p>`,
    '<ul>',
    `<li>文件格式：${escapeHtml(facts.format)}</li>`,
    `<li>文件大小：${formatBytes(facts.size)}</li>`,
    `<li>使用范围：${entitlement ? '会员等级包含对应权益即可下载' : '所有会员免费下载'}</li>`,
    '</ul>',
    ...(facts.contents && facts.contents.length > 0
      ? ['<p>包含文件：</p><ul>', ...facts.contents.map(entryLine), '</ul>']
      : []),
    '<p>素材仅供会员学习与创作使用，请勿转售或二次分发。</p>',
  ].join('');
}
