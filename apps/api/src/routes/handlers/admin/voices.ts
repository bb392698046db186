import type { AppContext } from '../../../context.js';
import { badRequest, conflict, notFound, ok } from '../../../lib/errors.js';
import * as site from '../../../repositories/admin-site.js';
import { audited } from '../../../services/audit.js';
import { adminVoice } from '../../../services/admin-site-mappers.js';
import type { Handlers } from '../common.js';

type VoiceBody = {
  name: string;
  gender: 'female' | 'male' | 'child';
  style: string;
  language: string;
  pitchHz: number;
  sampleText: string;
  sort?: number;
};

function voiceColumns(body: VoiceBody, sort: number) {
  const row = {
    name: body.name.trim(),
    gender: body.gender,
    style: body.style.trim(),
    language: body.language.trim(),
    pitch_hz: body.pitchHz,
    sample_text: body.sampleText.trim(),
    sort: body.sort ?? sort,
  };
  if (!row.name || !row.style || !row.language || !row.sample_text)
    throw badRequest('请填写声音名称、风格、语言和试听文本');
  return row;
}

/** Dubbing voices members choose from: add, edit (order by sort), remove while unused. */
export function adminVoiceHandlers(ctx: AppContext): Handlers {
  return {
    async adminListVoices() {
      return ok((await site.listVoices(ctx.db)).map(adminVoice));
    },

    async adminCreateVoice(request) {
      const body = request.body;
      voiceColumns(body, 0);
      return audited(ctx, request, async (trx) => {
        const row = voiceColumns(body, await site.nextSort(trx, 'dubbing_voices'));
        const created = await site.insertVoice(trx, row);
        return {
          result: ok(adminVoice(created), '声音已添加'),
          audit: {
            action: 'voice.create',
            objectType: 'voice',
            objectId: created.id,
            before: null,
            after: adminVoice(created),
          },
        };
      });
    },

    async adminUpdateVoice(request) {
      const { voiceId } = request.params;
      const body = request.body;
      voiceColumns(body, 0);
      return audited(ctx, request, async (trx) => {
        const before = await site.findVoice(trx, voiceId);
        if (!before) throw notFound('声音不存在');
        const row = voiceColumns(body, before.sort);
        await site.updateVoice(trx, voiceId, row);
        const after = adminVoice({ ...before, ...row });
        return {
          result: ok(after, '声音已保存'),
          audit: {
            action: 'voice.update',
            objectType: 'voice',
            objectId: voiceId,
            before: adminVoice(before),
            after,
          },
        };
      });
    },

    async adminDeleteVoice(request) {
      const { voiceId } = request.params;
      return audited(ctx, request, async (trx) => {
        const before = await site.findVoice(trx, voiceId);
        if (!before) throw notFound('声音不存在');
        // Members' dubbing jobs name their voice; their history must keep it.
        if (await site.voiceHasJobs(trx, voiceId))
          throw conflict('该声音已有会员的配音记录，不能删除');
        await site.deleteVoice(trx, voiceId);
        return {
          result: ok(null, '声音已删除'),
          audit: {
            action: 'voice.delete',
            objectType: 'voice',
            objectId: voiceId,
            before: adminVoice(before),
            after: null,
          },
        };
      });
    },
  };
}
