import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareBuild } from '../common/build';
import { machineInfo, machineLine, updateReadmeSection, when } from '../common/report';
import { summarize, fmtMs } from '../common/stats';
import { runCrashLoop } from './crash-loop';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const usage = `npm run bench -- faults [--restarts N] [--no-build]

kill -9 of the server and of its embedded PostgreSQL under a write load, N times (default 20) on
the same DATA_DIR: every acknowledged write must survive and every counter equal its rows.`;

export async function run(args: string[]): Promise<void> {
  if (args.includes('--help')) {
    console.log(usage);
    return;
  }
  const restarts = Number(args[args.indexOf('--restarts') + 1]) || 20;
  const stage = await prepareBuild(root, !args.includes('--no-build'));
  try {
    const result = await runCrashLoop({
      root: stage.root,
      restarts,
      loadMs: 2500,
      log: console.log,
    });
    const recovery = summarize(result.recoveryMs);
    const problems = [
      ...result.lost,
      ...result.counterMismatches,
      ...result.messageProblems,
      ...result.purchaseProblems,
      ...result.effectProblems,
    ];
    const body = [
      '## faults: kill -9 under load',
      '',
      `\`npm run bench -- faults\` (${when(new Date().toISOString())}, ${machineLine(machineInfo())}): the server and its embedded PostgreSQL killed with SIGKILL ${restarts} times under a write load of posts, comments, likes, follows, direct messages, paid event creation and community joins (6 writers), restarted on the same DATA_DIR each time; a message send the kill cut off is sent again after the restart with its client id, as the browser's outbox does.`,
      '',
      `- Restarts that came back: **${result.restartsSucceeded}/${result.restarts}**; kill to healthy: median ${fmtMs(recovery.p50)}, max ${fmtMs(recovery.max)}.`,
      `- Writes acknowledged with a 2xx: **${result.acknowledged.toLocaleString('en')}**; lost: **${result.lost.length}**.`,
      `- Counters (likes, comments, followers, posts) that differ from the rows they count: **${result.counterMismatches.length}**.`,
      `- Messages acknowledged: **${result.messages.acknowledged.toLocaleString('en')}** (sends repeated after a kill: ${result.messages.resent}); stored twice, or conversations whose seqs have gaps or repeats: **${result.messageProblems.length}**.`,
      `- Event creation fees paid through the test checkout (some with a second checkout replacing the first): **${result.purchases.acknowledged.toLocaleString('en')}**; paid without the event published, paid twice, a replaced checkout that took a payment, or an acknowledged payment not paid: **${result.purchaseProblems.length}**.`,
      `- Community joins and leaves acknowledged: **${result.joins.acknowledged.toLocaleString('en')}**; durable effects not done exactly once (a published event's organiser told other than once, a member missing from the community's chat or a leaver still in it): **${result.effectProblems.length}**.`,
      ...(problems.length > 0
        ? ['', 'First problems:', ...problems.slice(0, 10).map((line) => `- ${line}`)]
        : []),
      '',
      'A short version (2 restarts) runs in `npm test` (e2e/tests/faults.spec.ts).',
    ].join('\n');
    updateReadmeSection(path.join(root, 'bench', 'README.md'), 'faults', body);
    console.log(body);
    if (problems.length > 0 || result.restartsSucceeded < restarts) process.exitCode = 1;
  } finally {
    await stage.remove();
  }
}
