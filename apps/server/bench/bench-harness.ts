// What the server's benchmarks share: a generated site served by a child process (so its CPU is
// not counted), a Business-plan user, and this process's wall clock and CPU.
import { fork } from 'node:child_process';
import type { createTestApp } from '../src/testing/test-app';
import { signUpTestUser } from '../src/testing/test-app';

export type Harness = Awaited<ReturnType<typeof createTestApp>>;

/** A moment of the run: the wall clock and the CPU this process has spent, in ms. */
export type Reading = { wall: number; server: number };

export function read(): Reading {
  const cpu = process.cpuUsage();
  return { wall: performance.now(), server: (cpu.user + cpu.system) / 1000 };
}

/**
 * Forks `script` with the argument `serve` (it answers with its site's origin) and returns
 * the origin and a way to stop it.
 */
export async function startSite(script: string): Promise<{ origin: string; stop(): void }> {
  const child = fork(script, ['serve'], { execArgv: ['--import', 'tsx'] });
  const origin = await new Promise<string>((resolve) =>
    child.once('message', (message) => resolve(String(message))),
  );
  return { origin, stop: () => child.kill() };
}

/** Signs a user up on the Business plan through the test-mode checkout; returns the user. */
export async function businessUser(harness: Harness, email = 'bench@example.com') {
  const user = await signUpTestUser(harness.app, email);
  const { headers } = user;
  const checkout = await harness.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers,
    payload: { planId: 'business', billingInterval: 'month' },
  });
  const { pathname } = new URL(checkout.json().data.url as string);
  await harness.app.inject({ method: 'POST', url: `${pathname}/complete` });
  return user;
}
