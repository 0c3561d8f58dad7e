// CPU time spent serving a run, which a shared machine distorts far less than req/s: this
// process's (the server, and on PGlite the database too), plus on PostgreSQL the CPU of the
// server processes (backends) connected to the benchmark's own database, read from /proc.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU milliseconds of the PostgreSQL backends serving `database`; null where /proc says nothing. */
function postgresCpuMs(database: string): number | null {
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.startsWith('postgres: ') || !command.includes(` ${database} `)) {
        continue;
      }
      // The fields after the command name in parentheses; utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // The process ended while it was read.
    }
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : null;
}

/** Starts counting; the returned function answers CPU ms spent since, here and in the database. */
export function startCpuCount(postgresDatabase: string | null): () => {
  server: number;
  database: number | null;
} {
  const start = process.cpuUsage();
  const databaseStart = postgresDatabase ? postgresCpuMs(postgresDatabase) : null;
  return () => {
    const used = process.cpuUsage(start);
    const databaseEnd = postgresDatabase ? postgresCpuMs(postgresDatabase) : null;
    return {
      server: (used.user + used.system) / 1000,
      database: databaseStart === null || databaseEnd === null ? null : databaseEnd - databaseStart,
    };
  };
}
