import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'linkloom.lock';

// Lock files this process holds: a lock file naming our own pid is ours only if listed here.
const heldByThisProcess = new Set<string>();

/** Raised when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already in use by another Linkloom process (pid ${pid}). ` +
        'PGlite allows one process per data directory: stop that process, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes an exclusive lock on `dataDir` for this process and returns its release
 * function. A lock left by a dead process is taken over.
 * @throws DataDirLockedError when a live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const absolute = path.resolve(dataDir);
  mkdirSync(absolute, { recursive: true });
  const lockPath = path.join(absolute, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      return () => {
        heldByThisProcess.delete(lockPath);
        if (readHolder(lockPath) === process.pid) {
          rmSync(lockPath, { force: true });
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const holder = readHolder(lockPath);
      const heldHere = holder === process.pid && heldByThisProcess.has(lockPath);
      if (holder !== null && (heldHere || (holder !== process.pid && isAlive(holder)))) {
        throw new DataDirLockedError(absolute, holder);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${absolute}.`);
}
