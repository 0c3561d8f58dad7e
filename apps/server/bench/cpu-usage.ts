// CPU time spent serving a run, which a shared machine distorts far less than req/s: this
// process's (the server, and on PGlite the database too), plus on PostgreSQL the CPU of the
// server processes (backends) connected to the benchmark's own database, read from /proc.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU ticks of each PostgreSQL backend serving `database`, by process id. */
function postgresTicks(database: string): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.startsWith('postgres: ') || !command.includes(` ${database} `)) {
        continue;
      }
      // The fields after the command name in parentheses; utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while it was read.
    }
  }
  return ticks;
}

/**
 * Starts counting; the returned function answers CPU ms spent since, here and in the database
 * (a backend that ended meanwhile is not counted; one that started is, in full).
 */
export function startCpuCount(postgresDatabase: string | null): () => {
  server: number;
  database: number | null;
} {
  const start = process.cpuUsage();
  const databaseStart = postgresDatabase ? postgresTicks(postgresDatabase) : null;
  return () => {
    const used = process.cpuUsage(start);
    if (!postgresDatabase || !databaseStart) {
      return { server: (used.user + used.system) / 1000, database: null };
    }
    let ticks = 0;
    for (const [pid, now] of postgresTicks(postgresDatabase)) {
      ticks += now - (databaseStart.get(pid) ?? 0);
    }
    return {
      server: (used.user + used.system) / 1000,
      database: (ticks * 1000) / TICKS_PER_SECOND,
    };
  };
}
