import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../lib/errors.js';
import type { OperationInfo } from '../openapi/spec.js';
import { requireMember } from '../plugins/session.js';
import { jobAudio } from '../services/dubbing-audio.js';
import { voicePreview } from '../services/dubbing-preview.js';
import { registerDownloadRoutes } from './downloads.js';

// Binary responses the site reaches by URL (an <a download> link, an <audio> source) rather than
// through the JSON client, so they are not operations of openapi.yaml.

export function registerFileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  reportReaders?: OperationInfo,
): void {
  registerDownloadRoutes(app, ctx, reportReaders);

  // 试听: a voice reading its sample text (members choosing a voice).
  app.get<{ Params: { voiceId: string } }>(
    '/api/user/dubbing/voices/:voiceId/preview',
    { onRequest: requireMember(ctx) },
    async (request, reply) => {
      const voiceId = Number(request.params.voiceId);
      if (!Number.isInteger(voiceId) || voiceId < 1) throw notFound('音色不存在');
      const preview = await voicePreview(ctx, voiceId);
      reply.header('Cache-Control', 'private, max-age=86400').header('ETag', preview.etag);
      if (request.headers['if-none-match'] === preview.etag) return reply.code(304).send();
      return reply.type('audio/wav').send(preview.audio);
    },
  );

  app.get<{ Params: { jobId: string }; Querystring: { format?: string; download?: string } }>(
    '/api/user/dubbing/audio/:jobId',
    { onRequest: requireMember(ctx) },
    async (request, reply) => {
      const jobId = Number(request.params.jobId);
      if (!Number.isInteger(jobId) || jobId < 1) throw notFound('配音记录不存在');
      const format = request.query.format === 'mp3' ? 'mp3' : 'wav';
      const audio = await jobAudio(ctx, request.member?.id ?? 0, jobId, format);
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      // A job's audio changes when one of its sentences is made again: the browser keeps it and
      // revalidates with the ETag (the storage key: 304 until the audio is another).
      reply.header('Cache-Control', 'private, no-cache').header('ETag', audio.etag);
      if (request.headers['if-none-match'] === audio.etag) return reply.code(304).send();
      return reply
        .type(audio.mimeType)
        .header('Content-Disposition', `${disposition}; filename="dubbing-${jobId}.${format}"`)
        .send(audio.audio);
    },
  );
}
