import type { Migration } from './types.js';

// SQLite pinyin searches of 5+ letters (issue 28, ADR 0040): each pinyin key's 5-letter grams, in
// order, as the tokens of an FTS5 table. A typed word is read as its covering grams near each
// other, each candidate then tested for the whole word (search-pinyin.ts). The trigram table
// (0015) stays for 3–4 letters: pinyin is made of few letters, so its trigrams are common (`ian`
// is in 43 % of the keys at a million) and a long word's phrase merged lists of hundreds of
// thousands (`iangongdians`, 18 ms); its 5-letter grams are rare (1.6 ms). A gram that spans two
// parts of the key has the space as `-` (a token character here), so no word runs from one part
// into the next. Contentless: nothing is stored but the index. PostgreSQL has its own keys (0042).

/** Letters a gram has (search-pinyin.ts: a typed alternative this long or longer reads the table). */
const PINYIN_GRAM = 5;

/** Each key's 5-letter grams, in order (the `grams` of documents_pinyin_fts_grams). */
const gramsOf = (key: string) => `(SELECT coalesce(group_concat(
    replace(substr(${key}, n, ${PINYIN_GRAM}), ' ', '-'), ' ' ORDER BY n), '')
  FROM documents_fts_positions WHERE n <= length(${key}) - ${PINYIN_GRAM - 1})`;

export default {
  name: '0044_sqlite_pinyin_grams',
  statements: [
    // A key is at most ~1 300 characters (pinyinKey: 100 characters' full pinyin and initials,
    // 12 polyphonic windows); the positions went to 1 000 for titles.
    {
      sqlite: `INSERT INTO documents_fts_positions (n)
        WITH RECURSIVE seq(n) AS (SELECT 1001 UNION ALL SELECT n + 1 FROM seq WHERE n < 2000)
        SELECT n FROM seq WHERE n NOT IN (SELECT n FROM documents_fts_positions)`,
    },
    {
      sqlite: `CREATE VIRTUAL TABLE documents_pinyin_fts_grams USING fts5(
        grams, content='', contentless_delete=1, tokenize="unicode61 tokenchars '-'"
      )`,
    },
    {
      sqlite: `INSERT INTO documents_pinyin_fts_grams(rowid, grams)
        SELECT d.id, ${gramsOf('d.title_pinyin')} FROM documents d WHERE d.title_pinyin <> ''`,
    },
    {
      sqlite: `CREATE TRIGGER documents_pinyin_fts_grams_insert AFTER INSERT ON documents
        WHEN new.title_pinyin <> '' BEGIN
        INSERT INTO documents_pinyin_fts_grams(rowid, grams)
          VALUES (new.id, ${gramsOf('new.title_pinyin')});
      END`,
    },
    {
      sqlite: `CREATE TRIGGER documents_pinyin_fts_grams_delete AFTER DELETE ON documents BEGIN
        DELETE FROM documents_pinyin_fts_grams WHERE rowid = old.id;
      END`,
    },
    {
      sqlite: `CREATE TRIGGER documents_pinyin_fts_grams_update AFTER UPDATE OF title_pinyin ON documents
        BEGIN
        DELETE FROM documents_pinyin_fts_grams WHERE rowid = old.id;
        INSERT INTO documents_pinyin_fts_grams(rowid, grams)
          SELECT new.id, ${gramsOf('new.title_pinyin')} WHERE new.title_pinyin <> '';
      END`,
    },
  ],
} satisfies Migration;
