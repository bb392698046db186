import type { AppContext } from '../../../context.js';
import { badRequest, conflict, found, ok } from '../../../lib/errors.js';
import * as site from '../../../repositories/site-settings.js';
import { audited, withAudit } from '../../../services/audit.js';
import { adminVoice } from '../../../services/dubbing-mappers.js';
import { previewEditedVoice } from '../../../services/voice-preview-admin.js';
import { ENGINE_LABELS, engineColumns } from '../../../services/voice-engines.js';
import type { BodyOf, Handlers } from '../common.js';

type VoiceBody = BodyOf<'adminCreateVoice' | 'adminUpdateVoice'>;

function voiceColumns(ctx: AppContext, body: VoiceBody, sort: number) {
  // The engine that speaks now must know the voice; the others may keep their defaults.
  const active = ctx.config.speech.provider;
  if (!body.engines?.[active])
    throw badRequest(`请填写当前配音引擎（${ENGINE_LABELS[active]}）的音色参数`);
  const row = {
    name: body.name.trim(),
    gender: body.gender,
    style: body.style.trim(),
    language: body.language.trim(),
    pitch_hz: body.pitchHz,
    sample_text: body.sampleText.trim(),
    sort: body.sort ?? sort,
    ...engineColumns(body.engines),
  };
  if (!row.name || !row.style || !row.language || !row.sample_text)
    throw badRequest('请填写声音名称、风格、语言和试听文本');
  return row;
}

/**
 * Dubbing voices members choose from: add, edit (order by sort, engine voice and parameters per
 * engine), remove while unused; 试听 of a voice as edited.
 */
export function adminVoiceHandlers(ctx: AppContext): Handlers {
  return {
    async adminGetSpeechEngine() {
      const engine = ctx.config.speech.provider;
      return ok({ engine, label: ENGINE_LABELS[engine] });
    },

    // Not audited: it changes nothing. Rate-limited in routes/index.ts, since each call may be
    // billed by a cloud engine.
    async adminPreviewVoice(request, reply) {
      const audio = await previewEditedVoice(ctx, request.body);
      return reply.header('Cache-Control', 'no-store').type('audio/wav').send(audio);
    },

    async adminListVoices() {
      return ok((await site.listVoices(ctx.db)).map(adminVoice));
    },

    async adminCreateVoice(request) {
      const body = request.body;
      voiceColumns(ctx, body, 0);
      return audited(ctx, request, async (trx) => {
        const row = voiceColumns(ctx, body, await site.nextSort(trx, 'dubbing_voices'));
        const created = await site.insertVoice(trx, row);
        return withAudit(
          ok(adminVoice(created), '声音已添加'),
          'voice.create',
          created.id,
          null,
          adminVoice(created),
        );
      });
    },

    async adminUpdateVoice(request) {
      const { voiceId } = request.params;
      const body = request.body;
      voiceColumns(ctx, body, 0);
      return audited(ctx, request, async (trx) => {
        const before = found(await site.findVoice(trx, voiceId), '声音不存在');
        const row = voiceColumns(ctx, body, before.sort);
        await site.updateVoice(trx, voiceId, row);
        const after = adminVoice({ ...before, ...row });
        return withAudit(
          ok(after, '声音已保存'),
          'voice.update',
          voiceId,
          adminVoice(before),
          after,
        );
      });
    },

    async adminDeleteVoice(request) {
      const { voiceId } = request.params;
      return audited(ctx, request, async (trx) => {
        const before = found(await site.findVoice(trx, voiceId), '声音不存在');
        // Members' dubbing jobs name their voice; their history must keep it.
        if (await site.voiceHasJobs(trx, voiceId))
          throw conflict('该声音已有会员的配音记录，不能删除');
        await site.deleteVoice(trx, voiceId);
        return withAudit(ok(null, '声音已删除'), 'voice.delete', voiceId, adminVoice(before), null);
      });
    },
  };
}
