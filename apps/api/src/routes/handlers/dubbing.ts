import type { AppContext } from '../../context.js';
import { notFound, ok } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { iso, isoOrNull } from '../../lib/time.js';
import * as dubbingRepo from '../../repositories/dubbing.js';
import * as dubbing from '../../services/dubbing.js';
import { dubbingVoice } from '../../services/mappers.js';
import { member, type Handlers } from './common.js';

export function dubbingHandlers(ctx: AppContext): Handlers {
  return {
    async listDubbingVoices(request) {
      const [voices, favourites] = await Promise.all([
        dubbingRepo.listVoices(ctx.db),
        dubbingRepo.favouriteVoiceIds(ctx.db, member(request).id),
      ]);
      return ok(voices.map((v) => dubbingVoice(v, favourites.has(v.id))));
    },

    async listDubbingFavourites(request) {
      const voices = await dubbingRepo.listFavouriteVoices(ctx.db, member(request).id);
      return ok(voices.map((v) => dubbingVoice(v, true)));
    },

    async addDubbingFavourite(request) {
      const { voiceId } = request.body;
      if (!(await dubbingRepo.findVoice(ctx.db, voiceId))) throw notFound('音色不存在');
      await dubbingRepo.addFavourite(ctx.db, member(request).id, voiceId, ctx.config.now());
      return ok(null, '已收藏');
    },

    async removeDubbingFavourite(request) {
      const { voiceId } = request.query;
      if (!(await dubbingRepo.findVoice(ctx.db, voiceId))) throw notFound('音色不存在');
      await dubbingRepo.removeFavourite(ctx.db, member(request).id, voiceId);
      return ok(null, '已取消收藏');
    },

    async getDubbingCount(request) {
      const user = member(request);
      return ok({
        remaining: await dubbing.remainingToday(ctx, user.id),
        dailyLimit: ctx.config.dubbingDailyLimit,
        dubbingExpireTime: isoOrNull(user.dubbing_expire_time),
      });
    },

    async redeemDubbingCard(request) {
      const { cardCode } = request.body;
      const result = await dubbing.redeemCard(ctx, member(request), cardCode);
      return ok(
        { addedDays: result.addedDays, dubbingExpireTime: iso(result.expireTime) },
        `兑换成功，配音服务延长${result.addedDays}天`,
      );
    },

    async listDubbingJobs(request) {
      return ok(
        await pageOf(
          request.query,
          (window) => dubbingRepo.pageJobs(ctx.db, member(request).id, window),
          (row) => ({
            id: row.id,
            voiceId: row.voice_id,
            voiceName: row.voice_name,
            text: row.text,
            audioUrl: dubbing.audioUrl(row.id),
            durationMs: row.duration_ms,
            createTime: iso(row.create_time),
          }),
        ),
      );
    },

    async startDubbing(request) {
      const { job, remaining } = await dubbing.startJob(ctx, member(request), request.body);
      return ok(
        {
          id: job.id,
          voiceId: job.voice_id,
          text: job.text,
          audioUrl: dubbing.audioUrl(job.id),
          durationMs: job.duration_ms,
          createTime: iso(job.create_time),
          remaining,
        },
        '配音已生成',
      );
    },
  };
}
