// `node --import tsx e2e/support/seed-hostile-data.ts <dataDir>`: a fresh embedded database whose
// user-generated text is markup, for e2e/hostile-input.spec.ts. Prints the ids as one JSON line.
import { openPglite } from '../../apps/server/src/db/client.ts';
import { buildComment, buildPost, buildReport, buildUser, buildVideo } from '../../apps/server/test/factories.ts';
import { HOSTILE, type HostileIds } from './hostile-server.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed-hostile-data.ts <dataDir>');

const handle = await openPglite(dataDir);
await handle.migrate();
const { db } = handle;

const recent = new Date(Date.now() - 3_600_000);
const imgUser = await buildUser(db, { nickname: HOSTILE.img, personalSignature: HOSTILE.script, occupation: HOSTILE.img, createdAt: recent });
const scriptUser = await buildUser(db, { nickname: HOSTILE.script, personalSignature: HOSTILE.img, createdAt: recent });
const plainUser = await buildUser(db, { nickname: '普通用户', createdAt: recent });

// Each post's author carries the other string, so a card or row showing one string shows the post's own text.
const imgPost = await buildPost(db, scriptUser.id, { text: HOSTILE.img, state: 3, commentCount: 2, reportCount: 1, createdAt: recent });
const scriptPost = await buildPost(db, imgUser.id, { text: HOSTILE.script, state: 3, createdAt: recent });
await buildPost(db, plainUser.id, { text: '一条普通的动态', state: 3, createdAt: recent });
await buildComment(db, imgPost.id, plainUser.id, { content: HOSTILE.script });
await buildComment(db, imgPost.id, plainUser.id, { content: HOSTILE.img });
await buildReport(db, imgPost.id, plainUser.id, HOSTILE.script);
const video = await buildVideo(db, scriptUser.id, { text: HOSTILE.img, state: 3, createdAt: recent });

await handle.close();
const ids: HostileIds = { imgUserId: imgUser.id, scriptUserId: scriptUser.id, imgPostId: imgPost.id, scriptPostId: scriptPost.id, videoId: video.id };
console.log(JSON.stringify(ids));
