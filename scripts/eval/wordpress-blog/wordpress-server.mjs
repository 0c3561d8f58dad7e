// One variant of the blog served by PHP's built-in server (4 workers), as the publishing tests
// serve theirs; stopped with its workers (its own process group) by `stop()` or on Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Failure, children } from '../context.mjs';
import { portIsFree } from '../processes.mjs';
import { writeDocroot } from './wordpress-install.mjs';

export async function serveWordpress(docroot, database, port, what) {
  if (!(await portIsFree(port))) {
    throw new Failure(
      `port ${port} is taken, so ${what} cannot be served there (another eval running?). Stop what listens there, or set EVAL_PORT_OFFSET to use other ports.`,
    );
  }
  const url = `http://127.0.0.1:${port}/`;
  writeDocroot(docroot, database, url);
  const server = spawn(
    'php',
    ['-S', `127.0.0.1:${port}`, '-t', docroot, path.join(docroot, 'router.php')],
    {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: 'ignore',
      detached: true,
    },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const group = { kill: (signal) => killGroup(server.pid, signal) };
  children.add(group);
  const stop = async () => {
    killGroup(server.pid, 'SIGTERM');
    await exited;
    children.delete(group);
  };
  for (let attempt = 0; attempt < 150; attempt++) {
    if (server.exitCode !== null) {
      children.delete(group);
      throw new Failure(`php -S for ${what} exited with ${server.exitCode}`);
    }
    try {
      const response = await fetch(url, { redirect: 'manual' });
      // Read to its end: undici 7 (the harness's cheerio loads it and makes it fetch's) asserts
      // and takes the process down when PHP closes the socket on a body left unread
      // (nodejs/undici#5360).
      await response.arrayBuffer();
      if (response.status === 200) {
        return { url, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Failure(`${what} did not answer 200 at ${url} within 15 s`);
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
