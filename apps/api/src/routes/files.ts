import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../lib/errors.js';
import { requireMember } from '../plugins/session.js';
import { jobAudio } from '../services/dubbing.js';
import { findDownloadable, readDownloadToken } from '../services/downloads.js';

// Binary responses the site reaches by URL (an <a download> link, an <audio> source) rather than
// through the JSON client, so they are not operations of openapi.yaml.

function attachment(fileName: string): string {
  return `attachment; filename="download.txt"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/download/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const grant = readDownloadToken(ctx, token);
    if (!grant) throw notFound('下载链接无效或已过期，请返回素材页重新下载');
    const item = await findDownloadable(ctx, grant.key);
    // The demo has no real material files: the download is a receipt naming the document.
    const body = [
      `《${item.title}》`,
      '',
      '这是动漫素材会员站参考服务器提供的演示下载文件。',
      '正式环境中，这里会是素材的压缩包或网盘地址。',
      `下载标识：${item.key}`,
      `生成时间：${new Date(ctx.config.now()).toISOString()}`,
      '',
    ].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', attachment(`${item.title}.txt`))
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });

  app.get(
    '/api/user/dubbing/audio/:jobId',
    { onRequest: requireMember(ctx) },
    async (request, reply) => {
      const jobId = Number((request.params as { jobId: string }).jobId);
      if (!Number.isInteger(jobId) || jobId < 1) throw notFound('配音记录不存在');
      const audio = await jobAudio(ctx, request.member?.id ?? 0, jobId);
      return reply
        .type(audio.mimeType)
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Disposition', `inline; filename="dubbing-${jobId}.wav"`)
        .send(audio.audio);
    },
  );
}
