import { API } from '@ops/contracts/paths';
import { SCREENING_MSG } from '@ops/contracts/screening';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { STARTER_LEXICON } from './starter-lexicon.ts';
import { loadStarterLexicon } from './sensitive-words.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = (payload: object) => t.request({ method: 'POST', url: API.sensitiveWords, payload });
const version = async () => Number((await queryRows<{ v: string }>(t.db, sql`select version::text as v from screening_config`))[0]?.v);
const list = async (query: Record<string, string> = {}) => (await t.request({ method: 'GET', url: API.sensitiveWords, query })).json();

describe('敏感词库 API', () => {
  it('adds a word, lists it, logs it and raises the version every worker watches', async () => {
    const before = await version();
    const response = await add({ word: ' 约 饭 ', category: '其他', action: 'review' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: expect.any(Number), word: '约 饭', category: '其他', action: 'review', updatedBy: 'admin' });
    expect(await version()).toBeGreaterThan(before);
    expect((await list({ keyword: '约' })).items.map((word: { word: string }) => word.word)).toEqual(['约 饭']);
    const [log] = (await operationLogRows(t.db, 'lexicon.add')).slice(-1);
    expect(log).toMatchObject({ operator_name: 'admin', content: '添加敏感词', description: '添加敏感词「约 饭」（其他，送人审）' });
  });

  it.each([
    [{ word: '约饭', category: '其他', action: 'block' }, 409, SCREENING_MSG.wordDuplicate],
    [{ word: '約 飯!', category: '其他', action: 'block' }, 409, SCREENING_MSG.wordDuplicate],
    [{ word: '   ', category: '其他', action: 'block' }, 400, '敏感词不能为空'],
    [{ word: '！？😀', category: '其他', action: 'block' }, 400, SCREENING_MSG.wordOnlySymbols],
    [{ word: '长'.repeat(33), category: '其他', action: 'block' }, 400, '敏感词最多 32 个字符'],
    [{ word: '词', category: '政治', action: 'block' }, 400, 'category 只能为 涉政、色情、赌博、广告引流、辱骂、违禁品、其他'],
    [{ word: '词', category: '其他', action: 'delete' }, 400, 'action 只能为 block（拦截）或 review（送人审）'],
  ])('refuses %j with %i and a clear message, changing nothing', async (payload, status, message) => {
    const words = await countRows(t.db, 'sensitive_words');
    const logs = await countRows(t.db, 'operation_logs');
    const response = await add(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await countRows(t.db, 'sensitive_words')).toBe(words);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs);
  });

  it('edits a word (a duplicate of another is refused) and deletes it, logging both', async () => {
    const first = (await add({ word: '代刷', category: '广告引流', action: 'review' })).json();
    await add({ word: '刷粉', category: '广告引流', action: 'review' });
    const edited = await t.request({ method: 'PUT', url: API.sensitiveWord(first.id), payload: { word: '代刷单', category: '广告引流', action: 'block' } });
    expect(edited.json()).toMatchObject({ id: first.id, word: '代刷单', action: 'block' });
    const clash = await t.request({ method: 'PUT', url: API.sensitiveWord(first.id), payload: { word: '刷 粉', category: '广告引流', action: 'block' } });
    expect(clash.statusCode).toBe(409);
    expect((await t.request({ method: 'PUT', url: API.sensitiveWord(99_999), payload: { word: '新词', category: '其他', action: 'block' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: API.sensitiveWord(first.id) })).json()).toEqual({ ok: true });
    const gone = await t.request({ method: 'DELETE', url: API.sensitiveWord(first.id) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SCREENING_MSG.wordNotFound);
    const actions = (await operationLogRows(t.db)).filter((row) => row.target_type === 'sensitive_word' && row.target_id === String(first.id)).map((row) => row.action);
    expect(actions).toEqual(['lexicon.add', 'lexicon.update', 'lexicon.delete']);
  });

  it('imports pasted lines, saying for each skipped line why', async () => {
    await add({ word: '已经有了', category: '其他', action: 'review' });
    const response = await t.request({
      method: 'POST',
      url: API.sensitiveWordsImport,
      payload: { words: '赌球\n\n 时时 彩 \n赌球\n已经有了\n...\n' + '长'.repeat(40) + '\r\n外 围', category: '赌博', action: 'block' },
    });
    expect(response.json()).toEqual({
      added: ['赌球', '时时 彩', '外 围'],
      skipped: [
        { line: 4, word: '赌球', reason: SCREENING_MSG.importRepeated },
        { line: 5, word: '已经有了', reason: SCREENING_MSG.wordDuplicate },
        { line: 6, word: '...', reason: SCREENING_MSG.wordOnlySymbols },
        { line: 7, word: '长'.repeat(40), reason: '敏感词最多 32 个字符' },
      ],
    });
    expect((await list({ category: '赌博', action: 'block' })).counts).toBe(3);
    const [log] = (await operationLogRows(t.db, 'lexicon.import')).slice(-1);
    expect(log?.description).toBe('批量导入敏感词 3 个（赌博，拦截）：赌球、时时 彩、外 围');
    expect((await t.request({ method: 'POST', url: API.sensitiveWordsImport, payload: { words: ['', ' '], category: '赌博', action: 'block' } })).json().message).toBe(
      SCREENING_MSG.importEmpty,
    );
  });

  it('lists words imported together newest first, by id as a number (id 10 before id 9)', async () => {
    const words = Array.from({ length: 12 }, (_, k) => `排序检查${k}号`);
    const imported = await t.request({ method: 'POST', url: API.sensitiveWordsImport, payload: { words: words.join('\n'), category: '违禁品', action: 'review' } });
    expect(imported.json().added).toHaveLength(12);
    const page = await list({ keyword: '排序检查', pagesize: '20' });
    const ids = (page.items as { id: number }[]).map((item) => item.id);
    expect(ids).toHaveLength(12);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('counts a word in characters, so a word with emoji that can be imported can also be added', async () => {
    const word = `表情${'😀'.repeat(29)}词`;
    expect((await add({ word, category: '其他', action: 'review' })).statusCode).toBe(200);
    const imported = await t.request({ method: 'POST', url: API.sensitiveWordsImport, payload: { words: `另${'😀'.repeat(30)}词`, category: '其他', action: 'review' } });
    expect(imported.json().skipped).toEqual([]);
  });

  it('takes a full paste of 5,000 long words with blank lines between, and refuses the 5,001st word', async () => {
    const words = Array.from({ length: 5000 }, (_, index) => `长词${String(index).padStart(4, '0')}${'长'.repeat(26)}`);
    const tooMany = await t.request({ method: 'POST', url: API.sensitiveWordsImport, payload: { words: [...words, '多一个'].join('\n'), category: '其他', action: 'review' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(SCREENING_MSG.importTooMany);
    const text = `${words.slice(0, 2500).join('\n')}\n\n\n${words.slice(2500).join('\n')}\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(256 * 1024);
    const response = await t.request({ method: 'POST', url: API.sensitiveWordsImport, payload: { words: text, category: '其他', action: 'review' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().added).toHaveLength(5000);
  });

  it('reads and saves the detectors and the allow-list, logging what changed', async () => {
    expect((await t.request({ method: 'GET', url: API.screeningSettings })).json()).toEqual({
      detectors: { mobile: 'review', wechat: 'review', qq: 'review', url: 'review' },
      urlAllowList: [],
    });
    const settings = { detectors: { mobile: 'block', wechat: 'review', qq: 'off', url: 'review' }, urlAllowList: ['Example.com', 'example.com', 'cdn.app.cn'] };
    const saved = await t.request({ method: 'PUT', url: API.screeningSettings, payload: settings });
    expect(saved.json()).toEqual({ ...settings, urlAllowList: ['example.com', 'cdn.app.cn'] });
    const [log] = (await operationLogRows(t.db, 'screening.settings')).slice(-1);
    expect(log?.description).toBe('手机号：送人审 → 拦截；QQ 号：送人审 → 关闭；允许的域名：example.com、cdn.app.cn');
    const bad = await t.request({ method: 'PUT', url: API.screeningSettings, payload: { ...settings, urlAllowList: ['not a host'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/允许的域名格式有误/);
  });

  it('puts the starter lexicon in once, as 系统', async () => {
    const first = await loadStarterLexicon(t.db);
    // 时时彩 is in already: imported above as 时时 彩, the same word once normalized.
    expect(first).toBe(STARTER_LEXICON.length - 1);
    expect(await loadStarterLexicon(t.db)).toBe(0);
    const [row] = (await list({ keyword: '网赌' })).items;
    expect(row).toMatchObject({ word: '网赌', category: '赌博', action: 'block', updatedBy: '系统' });
  });
});
