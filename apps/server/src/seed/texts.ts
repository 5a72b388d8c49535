import * as P from './phrases.ts';
import type { Rng } from './random.ts';
import * as W from './word-lists.ts';

const MAX_NICKNAME = 20;

function nicknameOnce(rng: Rng): string {
  const style = rng.weighted<number>([[0, 3], [1, 3], [2, 2], [3, 2], [4, 2], [5, 2], [6, 2], [7, 1]]);
  switch (style) {
    case 0:
      return rng.pick(W.NICK_IDIOMS);
    case 1:
      return rng.pick(W.NICK_ADJECTIVES) + (rng.chance(0.3) ? '的' : '') + rng.pick(W.NICK_NOUNS);
    case 2:
      return `阿${rng.pick(W.NICK_SINGLE)}${rng.chance(0.5) ? '_' : ''}${rng.pick(W.NICK_YEARS)}`;
    case 3:
      return rng.pick(W.NICK_LATIN) + rng.pick(W.NICK_LATIN_SUFFIX) + (rng.chance(0.3) ? String(rng.int(1, 99)) : '');
    case 4:
      return `${rng.pick(W.NICK_SEASONS)}的${rng.pick(W.NICK_NOUNS)}`;
    case 5:
      return rng.pick(W.NICK_SURNAMES) + rng.pick(W.NICK_GIVEN);
    case 6:
      return `小${rng.pick(W.NICK_SINGLE)}${rng.pick(['', '同学', '子', '仔', '呀'])}`;
    default:
      return rng.pick(W.NICK_NOUNS) + rng.pick(W.NICK_YEARS) + (rng.chance(0.5) ? rng.pick(P.EMOJIS) : '');
  }
}

/** A nickname of at most 20 characters; tries a few times to avoid names already `taken`. */
export function nickname(rng: Rng, taken: Set<string>): string {
  let name = nicknameOnce(rng);
  for (let attempt = 0; attempt < 6 && taken.has(name); attempt += 1) name = nicknameOnce(rng);
  if (taken.has(name)) name = `${name}${rng.int(10, 999)}`;
  name = [...name].slice(0, MAX_NICKNAME).join('');
  taken.add(name);
  return name;
}

export function signature(rng: Rng): string | null {
  if (rng.chance(0.3)) return null;
  return rng.sample(W.SIGNATURES, rng.chance(0.2) ? 2 : 1).join('');
}

export function tags(rng: Rng): string {
  return rng.sample(W.TAGS, rng.weighted([[1, 2], [2, 3], [3, 3], [4, 2], [5, 1]])).join(',');
}

function emoji(rng: Rng, probability: number): string {
  return rng.chance(probability) ? rng.pick(P.EMOJIS) : '';
}

/** What a post is: everyday life, or one of the kinds the machine review is there for. */
export type PostKind = 'everyday' | 'contact' | 'spam' | 'abuse' | 'vice';

/** Contact details and ads about 5 %, the old spam lines 2 %, abuse 1 %, gambling and sex ads 0.5 %. */
const POST_KINDS: readonly (readonly [PostKind, number])[] = [['everyday', 915], ['contact', 50], ['spam', 20], ['abuse', 10], ['vice', 5]];

export function postKind(rng: Rng): PostKind {
  return rng.weighted(POST_KINDS);
}

/** A phone number as people type it into a post: 138 0013 8000, 138-0013-8000, … */
function mobileNumber(rng: Rng): string {
  const a = `1${rng.pick(['38', '39', '58', '59', '86', '88', '77', '35'])}`;
  const b = String(rng.int(0, 9999)).padStart(4, '0');
  const c = String(rng.int(0, 9999)).padStart(4, '0');
  return rng.pick(P.MOBILE_FORMATS).replace('{a}', a).replace('{b}', b).replace('{c}', c);
}

/** Fills a CONTACT_LINES or CAPTION_ADS template with a made-up id, number or link. */
function withContact(rng: Rng, template: string): string {
  return template
    .replace('{wx}', () => `${rng.pick(P.WECHAT_HANDLES)}${rng.chance(0.4) ? '_' : ''}${rng.int(10, 9999)}`)
    .replace('{mobile}', () => mobileNumber(rng))
    .replace('{qq}', () => String(rng.int(10_000, 3_999_999_999)))
    .replace('{link}', () => `https://${rng.pick(P.LINK_HOSTS)}/${rng.pick(['item', 's', 'go', 'p'])}/${rng.int(100, 99_999)}`);
}

/** Travel, food, check-in, meet-up or a short line; sometimes with #topics#. */
function everydayText(rng: Rng): string {
  const kind = rng.weighted<number>([[0, 4], [1, 3], [2, 3], [3, 2], [4, 2], [5, 1]]);
  let text: string;
  if (kind === 0) text = `今天去了${rng.pick(P.PLACES)}，${rng.pick(P.FEELINGS)}${emoji(rng, 0.6)}`;
  else if (kind === 1) text = `${rng.pick(P.TIMES)}的${rng.pick(P.SCENES)}，${rng.pick(P.FEELINGS)}${emoji(rng, 0.5)}`;
  else if (kind === 2) text = `分享一下今天的${rng.pick(P.FOODS)}，${rng.pick(P.FOOD_COMMENTS)}${emoji(rng, 0.6)}`;
  else if (kind === 3) text = `${rng.pick(P.ACTIVITIES)}第${rng.int(1, 300)}天，${rng.pick(P.MOODS)}${emoji(rng, 0.4)}`;
  else if (kind === 4) text = `周末有没有人一起${rng.pick(P.ACTIVITIES_TOGETHER)}？同城的朋友滴滴我${emoji(rng, 0.4)}`;
  else text = rng.pick(P.FEELINGS) + emoji(rng, 0.8);
  if (rng.chance(0.25)) text += `。${rng.pick(P.FEELINGS)}，${rng.pick(P.MOODS)}。`;
  if (rng.chance(0.3)) text = `#${rng.pick(P.TAG_WORDS)}# ${text}`;
  return text;
}

/** A post text of the given kind; contact details mostly come after an ordinary line, as in a real post. */
export function postText(rng: Rng, kind: PostKind = 'everyday'): string {
  switch (kind) {
    case 'spam':
      return rng.pick(P.SPAM_TEXTS) + emoji(rng, 0.5);
    case 'contact': {
      const contact = withContact(rng, rng.pick(P.CONTACT_LINES));
      return rng.chance(0.6) ? `${everydayText(rng)} ${contact}` : contact;
    }
    case 'abuse':
      return rng.chance(0.5) ? `${rng.pick(P.ABUSE_LINES)}${emoji(rng, 0.3)}` : `${rng.pick(P.FOODS)}排了两小时，${rng.pick(P.ABUSE_LINES)}`;
    case 'vice':
      return rng.pick(P.VICE_ADS) + emoji(rng, 0.5);
    case 'everyday':
      return everydayText(rng);
  }
}

/** The line of a post whose picture an operator later put on 图片黑库. */
export function lureText(rng: Rng): string {
  return rng.pick(P.LURE_CAPTIONS) + emoji(rng, 0.5);
}

/** A video caption: a short line, sometimes with a #topic#; about 3 % carry a contact or an ad. */
export function videoCaption(rng: Rng): string {
  if (rng.chance(0.03)) return withContact(rng, rng.pick(P.CAPTION_ADS));
  if (rng.chance(0.1)) return '';
  return rng.pick(P.VIDEO_CAPTIONS) + emoji(rng, 0.5) + (rng.chance(0.2) ? ` #${rng.pick(P.TAG_WORDS)}#` : '');
}

export function commentText(rng: Rng): string {
  const first = rng.pick(P.COMMENTS);
  if (rng.chance(0.2)) return `${first}，${rng.pick(P.COMMENTS)}${emoji(rng, 0.5)}`;
  return first + emoji(rng, 0.3);
}
