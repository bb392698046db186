import type { Migration } from './types.js';

// Video and audio previews (services/media-previews.ts): for a material file that is a video, a
// poster frame and a short muted clip; for an audio file, a waveform picture and a short clip.
// Made by ffmpeg in the background after the upload; one row per material file (content-addressed,
// so the same bytes are worked on once). `status`: pending (claimed by a worker at update_time),
// ready, or failed (`error` says why; the material simply has no preview).
export default {
  name: '0061_media_previews',
  statements: [
    {
      sqlite: `CREATE TABLE media_previews (
      file_id INTEGER PRIMARY KEY REFERENCES files(id),
      kind TEXT NOT NULL CHECK (kind IN ('video', 'audio')),
      status TEXT NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
      poster_file_id INTEGER REFERENCES files(id),
      clip_file_id INTEGER REFERENCES files(id),
      width INTEGER,
      height INTEGER,
      duration_ms INTEGER,
      error TEXT,
      update_time INTEGER NOT NULL
    )`,
      postgres: `CREATE TABLE media_previews (
      file_id BIGINT PRIMARY KEY REFERENCES files(id),
      kind TEXT NOT NULL CHECK (kind IN ('video', 'audio')),
      status TEXT NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
      poster_file_id BIGINT REFERENCES files(id),
      clip_file_id BIGINT REFERENCES files(id),
      width INTEGER,
      height INTEGER,
      duration_ms BIGINT,
      error TEXT,
      update_time BIGINT NOT NULL
    )`,
    },
    `CREATE INDEX media_previews_poster ON media_previews(poster_file_id)`,
    `CREATE INDEX media_previews_clip ON media_previews(clip_file_id)`,
  ],
} satisfies Migration;
