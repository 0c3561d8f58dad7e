// Child processes of the eval: commands run to their end, and a harness site served on a port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Failure, children, harness, root, sitesDir } from './context.mjs';
import { halfServingDir } from './half-linked.mjs';

/** Runs a command to its end; stdout and stderr are kept (and stderr saved to `logFile`). */
export function runCommand(command, args, { cwd = root, env = process.env, logFile, echo } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    let partial = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop();
        lines.filter(echo.test).forEach((line) => console.log(`${echo.prefix}${line}`));
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      children.delete(child);
      if (logFile) {
        fs.writeFileSync(logFile, stderr);
      }
      resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 });
    });
  });
}

export async function mustRun(what, command, args, options) {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    const tail = result.stderr.trim().split('\n').slice(-15).join('\n');
    throw new Failure(
      `${what} failed (exit ${result.code})${options?.logFile ? `, log: ${path.relative(root, options.logFile)}` : ''}\n${tail}`,
    );
  }
  return result;
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Serves one variant of a prepared site (original, stripped or half) with the harness's serve.mjs
 * on a port of our own; the half tree from a sites folder of its own (half-linked.mjs).
 */
export async function serve(site, variant, port) {
  if (!(await portIsFree(port))) {
    throw new Failure(
      `port ${port} is taken, so the ${variant} variant of ${site} cannot be served there (another eval running?). Stop what listens there, or set EVAL_PORT_OFFSET to use other ports.`,
    );
  }
  const args = [path.join(harness, 'serve.mjs'), site, '--port', String(port)];
  if (variant === 'stripped') {
    args.push('--stripped');
  }
  const servedFrom = variant === 'half' ? halfServingDir(site) : sitesDir;
  const expectedRoot = path.resolve(servedFrom, site, variant === 'half' ? 'original' : variant);
  const child = spawn(process.execPath, args, {
    cwd: harness,
    env: { ...process.env, EVAL_SITES_DIR: servedFrom },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  };
  const served = await new Promise((resolve) => {
    let output = '';
    const timer = setTimeout(() => resolve({ error: `no answer within 15 s\n${output}` }), 15_000);
    const listen = (chunk) => {
      output += chunk;
      const match = /^serving (.+) at (http\S+)/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ root: match[1], url: match[2] });
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', (chunk) => (output += chunk));
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ error: `serve.mjs exited with ${code}\n${output.trim()}` });
    });
  });
  if (served.error || path.resolve(served.root) !== expectedRoot) {
    await stop();
    throw new Failure(
      `could not serve the ${variant} variant of ${site} on port ${port}: ${served.error ?? `serve.mjs serves ${served.root}`}`,
    );
  }
  return { url: served.url, stop };
}
