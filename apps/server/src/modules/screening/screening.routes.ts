import { apiErrorSchema, idParamSchema, okSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import {
  SENSITIVE_WORDS_IMPORT_BODY_MAX_BYTES,
  blockedImageListSchema,
  blockImagesBodySchema,
  blockImagesResultSchema,
  imageBlocklistQuerySchema,
  screeningSettingsSchema,
  screeningStatsQuerySchema,
  screeningStatsSchema,
  sensitiveWordBodySchema,
  sensitiveWordImportBodySchema,
  sensitiveWordImportResultSchema,
  sensitiveWordListQuerySchema,
  sensitiveWordListSchema,
  sensitiveWordSchema,
} from '@ops/contracts/screening';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import { blockImagesOfItem, listImageBlocklist, unblockImage } from './image-blocklist.service.ts';
import { changeScreeningSettings, getScreeningSettings } from './screening-settings.service.ts';
import { screeningStats } from './screening-stats.service.ts';
import { addSensitiveWord, changeSensitiveWord, importSensitiveWords, listSensitiveWords, removeSensitiveWord } from './sensitive-words.service.ts';

const LEXICON = '敏感词库';
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** 机审 (issue 13): the lexicon, the detectors and allow-list, the image blocklist and the statistics. */
export const screeningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    API.sensitiveWords,
    { config: { permission: PERMISSION.systemManage }, schema: { tags: [LEXICON], summary: '敏感词列表', querystring: sensitiveWordListQuerySchema, response: { 200: sensitiveWordListSchema, 400: apiErrorSchema } } },
    (request) => listSensitiveWords(db, request.query),
  );
  app.post(
    API.sensitiveWords,
    {
      config: { permission: PERMISSION.systemManage },
      schema: {
        tags: [LEXICON],
        summary: '添加敏感词（忽略空格、标点、大小写和繁简后相同的视为重复，409）',
        body: sensitiveWordBodySchema,
        response: { 200: sensitiveWordSchema, ...errors },
      },
    },
    (request) => addSensitiveWord(db, actorOf(request), request.body),
  );
  app.post(
    API.sensitiveWordsImport,
    {
      // A full 5,000-word paste is larger than the default request body limit.
      bodyLimit: SENSITIVE_WORDS_IMPORT_BODY_MAX_BYTES,
      config: { permission: PERMISSION.systemManage },
      schema: {
        tags: [LEXICON],
        summary: '批量导入敏感词（每行一个），逐行说明添加或跳过的原因',
        body: sensitiveWordImportBodySchema,
        response: { 200: sensitiveWordImportResultSchema, 400: apiErrorSchema },
      },
    },
    (request) => importSensitiveWords(db, actorOf(request), request.body),
  );
  app.put(
    API.sensitiveWord(':id'),
    { config: { permission: PERMISSION.systemManage }, schema: { tags: [LEXICON], summary: '修改敏感词', params: idParamSchema, body: sensitiveWordBodySchema, response: { 200: sensitiveWordSchema, ...errors } } },
    (request) => changeSensitiveWord(db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    API.sensitiveWord(':id'),
    { config: { permission: PERMISSION.systemManage }, schema: { tags: [LEXICON], summary: '删除敏感词', params: idParamSchema, response: { 200: okSchema, ...errors } } },
    (request) => removeSensitiveWord(db, actorOf(request), request.params.id),
  );
  app.get(
    API.screeningSettings,
    { config: { permission: PERMISSION.systemManage }, schema: { tags: [LEXICON], summary: '内置检测（手机号、微信号、QQ 号、站外网址）与允许的域名', response: { 200: screeningSettingsSchema } } },
    () => getScreeningSettings(db),
  );
  app.put(
    API.screeningSettings,
    { config: { permission: PERMISSION.systemManage }, schema: { tags: [LEXICON], summary: '修改内置检测与允许的域名', body: screeningSettingsSchema, response: { 200: screeningSettingsSchema, 400: apiErrorSchema } } },
    (request) => changeScreeningSettings(db, actorOf(request), request.body),
  );
  app.get(
    API.imageBlocklist,
    { config: { permission: PERMISSION.systemManage }, schema: { tags: ['图片黑库'], summary: '图片黑库', querystring: imageBlocklistQuerySchema, response: { 200: blockedImageListSchema, 400: apiErrorSchema } } },
    (request) => listImageBlocklist(db, request.query),
  );
  app.post(
    API.imageBlocklist,
    {
      config: { permission: PERMISSION.reviewDecide },
      schema: {
        tags: ['图片黑库'],
        summary: '把一条动态的图片（或视频的封面）加入图片黑库',
        body: blockImagesBodySchema,
        response: { 200: blockImagesResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => blockImagesOfItem(db, actorOf(request), request.body),
  );
  app.delete(
    API.blockedImage(':id'),
    { config: { permission: PERMISSION.systemManage }, schema: { tags: ['图片黑库'], summary: '移出图片黑库', params: idParamSchema, response: { 200: okSchema, ...errors } } },
    (request) => unblockImage(db, actorOf(request), request.params.id),
  );
  app.get(
    API.screeningStats,
    { config: { permission: PERMISSION.statisticsView }, schema: { tags: ['数据统计'], summary: '机审统计（按天）', querystring: screeningStatsQuerySchema, response: { 200: screeningStatsSchema, 400: apiErrorSchema } } },
    (request) => screeningStats(db, request.query, Date.now()),
  );
};
