import { describe, expect, it } from 'vitest';
import { contentsTree } from './contentsTree';

describe('contentsTree', () => {
  it('implies folders from the paths, counts what is below each, and orders names naturally', () => {
    const tree = contentsTree([
      { path: '说明.txt', size: 10 },
      { path: '帧/帧10.png', size: 5 },
      { path: '帧/帧2.png', size: 7 },
      { path: '源文件/角色/主角.psd', size: 100 },
    ]);
    expect(tree).toMatchObject({ fileCount: 4, size: 122 });
    expect(tree.files).toEqual([{ name: '说明.txt', size: 10 }]);
    // Chinese names in pinyin order, as a Chinese file manager lists them: 源 (yuan) before 帧 (zhen).
    expect(tree.folders.map((f) => [f.name, f.fileCount, f.size])).toEqual([
      ['源文件', 1, 100],
      ['帧', 2, 12],
    ]);
    expect(tree.folders[1]!.files.map((f) => f.name)).toEqual(['帧2.png', '帧10.png']);
    expect(tree.folders[0]!.folders[0]).toMatchObject({
      name: '角色',
      files: [{ name: '主角.psd', size: 100 }],
    });
  });
});
