import type { WordAction, WordCategory } from '../../packages/contracts/src/screening.ts';
import { SENSITIVE_WORDS_IMPORT_MAX } from '../../packages/contracts/src/screening.ts';
import { STARTER_LEXICON } from '../../apps/server/src/modules/screening/starter-lexicon.ts';
import { normalizeWord } from '../../apps/server/src/modules/screening/text-normalizer.ts';
import { TEXTS } from '../generate/content.ts';

/** Issue 13's lexicon size. */
export const LEXICON_WORDS = 20_000;

/** One import call: 5,000 words (the API's maximum) with one category and action. */
export interface LexiconPart {
  category: WordCategory;
  action: WordAction;
  words: string[];
}

/** Small deterministic generator (mulberry32): the same lexicon on every run and every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Common characters of everyday writing: the filler around a category's stems, as in real blocklists (网赌 → 线上网赌平台). */
const COMMON =
  '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持音跑投';

/** Characters with a traditional form, so that disguised hits (網賭) exercise the normaliser; mixed into every word pool. */
export const TRADITIONAL: Readonly<Record<string, string>> = {
  网: '網', 赌: '賭', 钱: '錢', 发: '發', 红: '紅', 码: '碼', 买: '買', 卖: '賣', 枪: '槍', 药: '藥', 约: '約',
  这: '這', 说: '說', 会: '會', 东: '東', 门: '門', 马: '馬', 车: '車', 龙: '龍', 银: '銀', 货: '貨', 财: '財',
  贷: '貸', 现: '現', 证: '證', 号: '號', 黄: '黃', 骗: '騙', 杀: '殺', 双: '雙', 场: '場', 庄: '莊', 乐: '樂',
};

/** Each category's stems: what real lexicons are built around, extended with other characters into many variants. */
const STEMS: Readonly<Record<WordCategory, string>> = {
  涉政: '游行集会示威罢工请愿静坐口号标语传单串联维权上访暴乱',
  色情: '裸聊约会援交私密福利成人情色写真上门按摩陪聊包夜小妹姐姐',
  赌博: '网赌博彩下注押注庄家返水彩金赌场棋牌牛牛百家乐时时彩骰子筹码',
  广告引流: '加微私聊兼职日结返利代理招募推广引流刷单扫码进群优惠领取',
  辱骂: '傻蛋蠢货白痴废柴垃圾滚开贱骨人渣智障狗屎混蛋',
  违禁品: '枪支弹药刀具冰毒迷药假证发票窃听办证代开黑枪麻古',
  其他: '诈骗洗钱套现黑卡代考替考外挂私服破解木马钓鱼盗号',
};

/** Pinyin-like and ASCII words (dubo88, yuepao): a few percent of real lexicons, matched on ASCII word boundaries. */
const SYLLABLES = ['du', 'bo', 'cai', 'piao', 'wang', 'zhuan', 'qian', 'fa', 'jia', 'wei', 'xin', 'yue', 'pao', 'lian', 'mai', 'huo', 'dai', 'kuan', 'hei', 'shua', 'dan'];

/** The import calls: mostly 送人审, one 拦截 category (as operators spread a real lexicon). */
const PARTS: readonly { category: WordCategory; action: WordAction }[] = [
  { category: '广告引流', action: 'review' },
  { category: '色情', action: 'review' },
  { category: '赌博', action: 'block' },
  { category: '辱骂', action: 'review' },
];

const pickFrom = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;
const COMMON_CHARS = [...COMMON];
const TRADITIONAL_CHARS = Object.keys(TRADITIONAL);

/** Word lengths 2–6, 4 the commonest (a short word is a specific term, so there are fewer of them). */
const LENGTHS = [2, 3, 3, 4, 4, 4, 5, 5, 6, 6];

/** A stem character first; then about half stems, the rest everyday characters and some with a traditional form. */
function chineseWord(category: WordCategory, random: () => number): string {
  const length = pickFrom(LENGTHS, random);
  const stems = [...STEMS[category]];
  const chars = [pickFrom(stems, random)];
  while (chars.length < length) {
    const roll = random();
    chars.push(pickFrom(roll < 0.45 ? stems : roll < 0.9 ? COMMON_CHARS : TRADITIONAL_CHARS, random));
  }
  return chars.join('');
}

function asciiWord(random: () => number): string {
  const syllables = 2 + Math.floor(random() * 2);
  let word = '';
  for (let i = 0; i < syllables; i += 1) word += pickFrom(SYLLABLES, random);
  return random() < 0.5 ? `${word}${10 + Math.floor(random() * 90)}` : word;
}

/** The lexicon-change probe's word is 探针<n>号词 (lexicon-propagation.ts): no generated word may occur in it. */
export const PROBE_PREFIX = '探针';
export const PROBE_SUFFIX = '号词';

/** Texts no generated word may occur in: the everyday posts (else every such post would hit) and the probe's word. */
const BENIGN = [...TEXTS, `${PROBE_PREFIX}${PROBE_SUFFIX}`].map((text) => normalizeWord(text));

/**
 * 20,000 distinct words (by normalized form) in four parts of 5,000: 2–6 Chinese characters around
 * each category's stems, about 3 % pinyin-like ASCII words. None is a starter-lexicon word (the import
 * would skip it) and none occurs in the benchmark's everyday texts or the probe word, so only the
 * posts that carry a word on purpose hit it.
 */
export function benchLexicon(): LexiconPart[] {
  const random = seededRandom(13_013);
  const taken = new Set(STARTER_LEXICON.map(([word]) => normalizeWord(word)));
  const acceptable = (normalized: string) => normalized.length >= 2 && !taken.has(normalized) && !BENIGN.some((text) => text.includes(normalized));
  return PARTS.map(({ category, action }) => {
    const words: string[] = [];
    while (words.length < SENSITIVE_WORDS_IMPORT_MAX) {
      const word = random() < 0.03 ? asciiWord(random) : chineseWord(category, random);
      const normalized = normalizeWord(word);
      if (!acceptable(normalized)) continue;
      taken.add(normalized);
      words.push(word);
    }
    return { category, action, words };
  });
}
