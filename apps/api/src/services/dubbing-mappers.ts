import type { Selectable } from 'kysely';
import type { DubbingJobStatus, DubbingVoiceTable } from '../db/schema.js';
import { iso } from '../lib/time.js';
import { audioUrl } from './dubbing.js';
import { speechVoiceOf } from './dubbing-audio.js';
import { effectiveEngines } from './voice-engines.js';

// A dubbing job as the contract shows it (DubbingJob, DubbingJobRecord), with its queue state.

interface JobStateRow {
  id: number;
  status: DubbingJobStatus;
  sentences: number;
  progress: number;
  attempts: number;
  waiting_engine: number;
  error: string | null;
}

export function jobState(row: JobStateRow) {
  return {
    status: row.status,
    sentences: row.sentences,
    progress: row.progress,
    attempts: row.attempts,
    waitingForEngine: row.waiting_engine === 1,
    error: row.error,
    mp3Url: `${audioUrl(row.id)}?format=mp3`,
  };
}

export function dubbingJobRecord(
  row: JobStateRow & {
    voice_id: number;
    voice_name: string;
    text: string;
    duration_ms: number;
    create_time: number;
  },
) {
  return {
    id: row.id,
    voiceId: row.voice_id,
    voiceName: row.voice_name,
    text: row.text,
    audioUrl: audioUrl(row.id),
    durationMs: row.duration_ms,
    createTime: iso(row.create_time),
    ...jobState(row),
  };
}
export function dubbingVoice(row: Selectable<DubbingVoiceTable>, collected: boolean) {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    style: row.style,
    sampleText: row.sample_text,
    collected,
  };
}
export function adminVoice(row: Selectable<DubbingVoiceTable>) {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    style: row.style,
    language: row.language,
    pitchHz: row.pitch_hz,
    sampleText: row.sample_text,
    sort: row.sort,
    engines: effectiveEngines(speechVoiceOf(row)),
  };
}
