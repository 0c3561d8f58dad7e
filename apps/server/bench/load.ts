// One autocannon run, in its own process so that the load generator does not share the event
// loop of the server it measures. Takes its options as JSON in argv[2]; warms up first, prints
// 'measuring' when the measured run starts, then the figures as one line of JSON.
import autocannon from 'autocannon';

type LoadOptions = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Every request's URL made unique (`&_=n`), so that no answer kept for one serves another. */
  uniqueQuery?: boolean;
};

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
let client = 0;

function run(duration: number) {
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration,
    timeout: 30,
    headers: options.headers,
    requests: [
      {
        // Every request from its own client address (the server trusts X-Forwarded-For here),
        // as many users would be: the per-client rate limit then counts each one apart.
        setupRequest: (request) => {
          client += 1;
          const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
          const path = options.uniqueQuery ? `${request.path}&_=${client}` : request.path;
          return {
            ...request,
            path,
            headers: { ...request.headers, 'x-forwarded-for': address },
          };
        },
      },
    ],
  });
}

if (options.warmupSeconds > 0) {
  await run(options.warmupSeconds);
}
process.stdout.write('measuring\n');
const result = await run(options.durationSeconds);

process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
  })}\n`,
);
