// Debian packages a site of the eval is built with, installed when missing.
import { mustRun, runCommand } from './processes.mjs';

/** Installs those of `packages` that are missing (apt-get, as prepare.sh does for a manual; needs root). */
export async function installPackages(who, packages) {
  const { stdout } = await runCommand('dpkg-query', [
    '-W',
    '-f=${Package} ${Status}\n',
    ...packages,
  ]);
  const installed = new Set(
    stdout
      .split('\n')
      .filter((line) => line.endsWith('install ok installed'))
      .map((line) => line.split(' ')[0]),
  );
  const missing = packages.filter((name) => !installed.has(name));
  if (missing.length === 0) return;
  console.log(`${who}: installing ${missing.join(', ')} (apt-get; needs root)`);
  const args = ['install', '-y', '--no-install-recommends', ...missing];
  args.push('-o', 'APT::Get::Upgrade-By-Source-Package=false', '-o', 'DPkg::Lock::Timeout=300');
  await mustRun(`apt-get install ${missing.join(' ')}`, 'apt-get', args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
