/** One file inside a ZIP material, as the API lists it. */
export interface ContentsEntry {
  path: string;
  size: number;
}

export interface ContentsFolder {
  name: string;
  /** Folders first, then files, each in natural name order (帧2 before 帧10). */
  folders: ContentsFolder[];
  files: { name: string; size: number }[];
  /** Files anywhere below, and their bytes. */
  fileCount: number;
  size: number;
}

const order = new Intl.Collator('zh-CN', { numeric: true }).compare;

/** The archive's flat path list as folders (implied by the paths) holding files. */
export function contentsTree(entries: readonly ContentsEntry[]): ContentsFolder {
  const root = folder('');
  for (const entry of entries) {
    const parts = entry.path.split('/').filter(Boolean);
    const name = parts.pop();
    if (name === undefined) continue;
    let at = root;
    for (const part of parts) {
      at.fileCount += 1;
      at.size += entry.size;
      let next = at.folders.find((f) => f.name === part);
      if (!next) at.folders.push((next = folder(part)));
      at = next;
    }
    at.fileCount += 1;
    at.size += entry.size;
    at.files.push({ name, size: entry.size });
  }
  sort(root);
  return root;
}

function folder(name: string): ContentsFolder {
  return { name, folders: [], files: [], fileCount: 0, size: 0 };
}

function sort(node: ContentsFolder): void {
  node.folders.sort((a, b) => order(a.name, b.name));
  node.files.sort((a, b) => order(a.name, b.name));
  node.folders.forEach(sort);
}
