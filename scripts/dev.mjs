// `npm run dev`: the API server with reload (tsx watch) and the Vite dev server with hot reload,
// which proxies /api, /media, /dev and /socket.io to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@aebro/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@aebro/web'], { stdio: 'inherit' }),
];

function stop(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
