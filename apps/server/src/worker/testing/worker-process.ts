import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

export type WorkerProcess = {
  child: ChildProcess;
  /** Everything the process printed so far, for a failing test's message. */
  output: () => string;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
};

/** Starts `npm start` as a separate worker process (ROLE=worker) on the given PostgreSQL database. */
export function startWorkerProcess(
  databaseUrl: string,
  env: Record<string, string>,
): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      ...env,
      ROLE: 'worker',
      DATABASE_URL: databaseUrl,
      CMS_SECRET_KEY: process.env.CMS_SECRET_KEY ?? 'scaled-mode-test-sealing-key-0123456789abcdef',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output: () => output, exited };
}
