// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173) proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn('npm', ['run', 'dev', '-w', '@ops/web'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
