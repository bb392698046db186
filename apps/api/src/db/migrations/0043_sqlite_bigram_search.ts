import type { Migration } from './types.js';

// SQLite searches of several words (issue 28, ADR 0039): each title's 2-character grams, in
// order, as the tokens of an FTS5 table, so FTS5 intersects the words' posting lists itself and
// walks them newest first. A 2-character word is one token; a longer word, the phrase of its
// grams (consecutive tokens, so exactly a substring). Before, one word drove the read and every
// candidate was probed for the others: two common words that never meet (`长城海 子特`) probed
// every title holding the first, 20–100 ms at a million. A token is the gram's UTF-8 in hex
// (FTS5's tokenizers would split a gram holding punctuation or a space); lower() as the gram
// table's (ASCII letters only, as the search's asciiLower). Contentless: nothing is stored but
// the index. PostgreSQL has its own keys (0042).

/** Each title's 2-character grams, in order, as hex tokens (`grams` of documents_fts_bigrams). */
const gramsOf = (
  title: string,
) => `(SELECT coalesce(group_concat(hex(lower(substr(${title}, n, 2))), ' ' ORDER BY n), '')
  FROM documents_fts_positions WHERE n < length(${title}))`;

export default {
  name: '0043_sqlite_bigram_search',
  statements: [
    {
      sqlite: `CREATE VIRTUAL TABLE documents_fts_bigrams USING fts5(
        grams, content='', contentless_delete=1
      )`,
    },
    {
      sqlite: `INSERT INTO documents_fts_bigrams(rowid, grams)
        SELECT d.id, ${gramsOf('d.title')} FROM documents d`,
    },
    {
      sqlite: `CREATE TRIGGER documents_fts_bigrams_insert AFTER INSERT ON documents BEGIN
        INSERT INTO documents_fts_bigrams(rowid, grams) VALUES (new.id, ${gramsOf('new.title')});
      END`,
    },
    {
      sqlite: `CREATE TRIGGER documents_fts_bigrams_delete AFTER DELETE ON documents BEGIN
        DELETE FROM documents_fts_bigrams WHERE rowid = old.id;
      END`,
    },
    {
      sqlite: `CREATE TRIGGER documents_fts_bigrams_update AFTER UPDATE OF title ON documents BEGIN
        DELETE FROM documents_fts_bigrams WHERE rowid = old.id;
        INSERT INTO documents_fts_bigrams(rowid, grams) VALUES (new.id, ${gramsOf('new.title')});
      END`,
    },
  ],
} satisfies Migration;
