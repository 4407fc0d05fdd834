// Issue 4's load: 200 simulated students on the home page call, then each submitting the open
// questionnaire at once (half of them retrying with the same key, as a double click or a retry
// after a timeout would), and the stored answers counted against the accepted submits.
import pg from 'pg';
import { availableParallelism } from 'node:os';
import {
  callApi,
  cloneStudents,
  liftDailyLimit,
  machineCpu,
  openQuestionnaire,
  percentile,
  signIn,
  timed,
} from './lib.mjs';

const PREFIX = 'bench';

export async function signInAll(baseUrl, students) {
  const tokens = [];
  for (let i = 0; i < students.length; i += 8) {
    const batch = students.slice(i, i + 8);
    tokens.push(...(await Promise.all(batch.map((s) => signIn(baseUrl, s.login_name, 'Pingjia@2026')))));
  }
  return tokens;
}

async function homeLoad(baseUrl, tokens, seconds) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const { result, ms } = await timed(() => callApi(baseUrl, token, 'POST', '/wj/api/index/queryHomePage', {}));
        latencies.push(ms);
        if (!result.success) failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { reqPerSec: latencies.length / seconds, p99: percentile(latencies, 99), failures };
}

export async function submitLoad(baseUrl, tokens, target) {
  const latencies = [];
  let accepted = 0;
  let duplicatesAnsweredAsFirst = 0;
  const started = performance.now();
  const cpuBefore = machineCpu();
  await Promise.all(
    tokens.map(async (token, index) => {
      const body = { ...target, submitKey: `bench-${index}-${Date.now()}`, useTime: 60 };
      const attempts = index % 2 === 0 ? 2 : 1;
      const results = await Promise.all(
        Array.from({ length: attempts }, async () => {
          const { result, ms } = await timed(() =>
            callApi(baseUrl, token, 'POST', '/wj/api/evaluation/subEvaluationGroupAnswer', body),
          );
          latencies.push(ms);
          return result;
        }),
      );
      if (results.some((r) => r.success)) accepted += 1;
      if (attempts === 2 && results.every((r) => r.success)) duplicatesAnsweredAsFirst += 1;
    }),
  );
  const wallMs = performance.now() - started;
  const cpuAfter = machineCpu();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    wallMs,
    machine: burstCpu(cpuBefore, cpuAfter, latencies.length),
    p10: percentile(latencies, 10),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    accepted,
    duplicatesAnsweredAsFirst,
  };
}

/**
 * What the burst asked of the machine: the share of its cores kept busy (by the server, the
 * database and this load generator alike) and the CPU a request took all told; with the cores
 * busy throughout, requests × CPU ÷ cores is the least time the burst can take on this machine.
 */
function burstCpu(before, after, requests) {
  const busy = after.busy - before.busy;
  const total = busy + after.idle - before.idle;
  const cores = availableParallelism();
  return {
    cores,
    busyShare: busy / Math.max(total, 1e-9),
    cpuMsPerRequest: (busy * 1000) / Math.max(1, requests),
    floorMs: (busy * 1000) / cores,
  };
}

export async function benchStudents({ baseUrl, databaseUrl, students = 200, seconds = 5 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One class as big as the bench: the same class as the template student.
    const created = await cloneStudents(client, { count: students, prefix: PREFIX });
    await liftDailyLimit(client);
    const tokens = await signInAll(baseUrl, created);
    const home = await homeLoad(baseUrl, tokens, seconds);
    const target = await openQuestionnaire(baseUrl, tokens[0]);
    const submit = await submitLoad(baseUrl, tokens, target);
    const stored = await client.query(
      `select count(*)::int as n from answers a join users u on u.id = a.user_id where u.login_name like $1`,
      [`${PREFIX}%`],
    );
    return { students, home, submit, storedAnswers: stored.rows[0].n };
  } finally {
    await client.end();
  }
}
