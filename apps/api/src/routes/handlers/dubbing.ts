import type { AppContext } from '../../context.js';
import { notFound, ok } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { iso, isoOrNull } from '../../lib/time.js';
import * as dubbingRepo from '../../repositories/dubbing.js';
import { redeemCard } from '../../services/card-codes.js';
import * as dubbing from '../../services/dubbing.js';
import { dubbingJobRecord, dubbingVoice, jobState } from '../../services/dubbing-mappers.js';
import { jobSentences, regenerateSentence } from '../../services/dubbing-sentences.js';
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
      const result = await redeemCard(ctx, member(request), cardCode);
      return ok(
        {
          type: result.type,
          addedDays: result.addedDays,
          dubbingExpireTime: isoOrNull(result.dubbingExpireTime),
          levelName: result.level?.name ?? null,
          levelExpireTime: isoOrNull(result.levelExpireTime),
        },
        result.level
          ? `兑换成功，${result.level.name}延长${result.addedDays}天`
          : `兑换成功，配音服务延长${result.addedDays}天`,
      );
    },

    async listDubbingJobs(request) {
      return ok(
        await pageOf(
          request.query,
          (window) => dubbingRepo.pageJobs(ctx.db, member(request).id, window),
          dubbingJobRecord,
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
          ...jobState(job),
        },
        '配音任务已提交，正在生成',
      );
    },

    async getDubbingJob(request) {
      const row = await dubbingRepo.findUserJobRecord(
        ctx.db,
        member(request).id,
        request.params.jobId,
      );
      if (!row) throw notFound('配音记录不存在');
      return ok(dubbingJobRecord(row));
    },

    async listDubbingSentences(request) {
      return ok(await jobSentences(ctx, member(request).id, request.params.jobId));
    },

    async regenerateDubbingSentence(request) {
      const { jobId, index } = request.params;
      const row = await regenerateSentence(
        ctx,
        member(request).id,
        jobId,
        index,
        request.body.text,
      );
      return ok(dubbingJobRecord(row), '正在重新生成这一句');
    },
  };
}
